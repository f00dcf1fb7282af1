import { useQuery } from '@tanstack/react-query';
import { UserFullSchema, type UserFull } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from '../../../lib/query-keys/users';

/** GET /api/users/{id}/full: the user, their memberships and what they gave at registration. */
export const getUserFull = (userId: string): Promise<UserFull> =>
  http(`/api/users/${userId}/full`, { response: UserFullSchema });

export function useUserFull(userId: string) {
  return useQuery({ queryKey: userKeys.full(userId), queryFn: () => getUserFull(userId) });
}
