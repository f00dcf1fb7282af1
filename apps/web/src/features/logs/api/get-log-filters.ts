import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** The accounts and people the log can be filtered on: GET /api/account and the users list. */
export interface FilterOption {
  id: string;
  name: string;
}

export function useLogAccounts() {
  return useQuery({
    queryKey: ['accounts', 'list', {}],
    queryFn: () => http<{ id: string; name: string; companyName: string }[]>('/api/account'),
    staleTime: 30_000,
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
    enabled: isRegistryAdmin || mayViewColleagues,
    queryKey: ['users', isRegistryAdmin ? 'list' : 'company'],
    queryFn: () =>
      http<{ id: string; name: string; email: string }[]>(
        isRegistryAdmin ? '/api/users/list' : '/api/users/company',
      ),
    staleTime: 30_000,
    select: (users): FilterOption[] =>
      users.map((user) => ({ id: user.id, name: `${user.name} (${user.email})` })),
  });
}
