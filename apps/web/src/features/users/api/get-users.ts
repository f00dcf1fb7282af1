import { useQuery } from '@tanstack/react-query';
import type { UserStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import type { UserSummary } from './user-types';

/** GET /api/users/list: every user of the registry, for administrators. */
export const getUsers = (status?: UserStatus, search?: string): Promise<UserSummary[]> =>
  http<UserSummary[]>('/api/users/list', { query: { status, search } });

export function useUsers(status?: UserStatus, search?: string) {
  return useQuery({ queryKey: userKeys.list({ status, search }), queryFn: () => getUsers(status, search) });
}
