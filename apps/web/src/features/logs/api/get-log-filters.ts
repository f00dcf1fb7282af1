import { useQuery } from '@tanstack/react-query';
import { accountListQuery } from '../../../lib/api/accounts';
import type { UserSummary } from '@safc/domain';
import { getCompanyUsers, getUsers } from '../../../lib/api/users';
import { userKeys } from '../../../lib/query-keys/users';

/** The accounts and people the log can be filtered on: GET /api/account and the users list. */
export interface FilterOption {
  id: string;
  name: string;
}

export function useLogAccounts() {
  return useQuery({
    ...accountListQuery(),
    select: (accounts): FilterOption[] =>
      accounts.map((account) => ({ id: account.id, name: `${account.name} · ${account.companyName}` })),
  });
}

/**
 * Administrators pick among every user, those who may view the company's users among their colleagues;
 * others are not asked (the list would be refused).
 */
export function useLogUsers(isRegistryAdmin: boolean, mayViewColleagues: boolean) {
  return useQuery({
    // The same keys as the people screens' lists, so a change to a person refreshes these too.
    queryKey: isRegistryAdmin ? userKeys.list() : userKeys.company(undefined),
    queryFn: () => (isRegistryAdmin ? getUsers() : getCompanyUsers()),
    enabled: isRegistryAdmin || mayViewColleagues,
    staleTime: 30_000,
    select: (users: UserSummary[]): FilterOption[] =>
      users.map((user) => ({ id: user.id, name: `${user.name} (${user.email})` })),
  });
}
