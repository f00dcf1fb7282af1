import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PermissionAccountMembership, PermissionCompany, UserStatus, AccountStatus } from '@safc/domain';
import { http } from '../http';

/** GET /api/users/me: the signed-in user with what the permission rules need (platform spec §3 User). */
export interface Me {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  isRegistryAdmin: boolean;
  isPendingOnboardingApproval: boolean;
  companies: PermissionCompany[];
  accounts: { id: string; status: AccountStatus }[];
  /** Whether the registry has accounts at all (administrators see Holdings only then). */
  accountsExist: boolean;
  accountMemberships: PermissionAccountMembership[];
}

// The profile answers its own 401 (the "couldn't find your profile" dialog), so it skips the global handling.
export const getMe = (): Promise<Me> => http<Me>('/api/users/me', { skipSessionHandling: true });

export const meQuery = queryOptions({
  queryKey: ['users', 'me'],
  queryFn: getMe,
  staleTime: 60_000,
  retry: false,
  meta: { silent: true },
});

export function useMe(enabled: boolean) {
  return useQuery({ ...meQuery, enabled });
}
