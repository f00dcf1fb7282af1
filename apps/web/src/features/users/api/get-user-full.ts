import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import type { UserFull } from './user-types';

/** GET /api/users/{id}/full: the user, their memberships and what they gave at registration. */
export const getUserFull = (userId: string): Promise<UserFull> => http<UserFull>(`/api/users/${userId}/full`);

export function useUserFull(userId: string) {
  return useQuery({ queryKey: userKeys.full(userId), queryFn: () => getUserFull(userId) });
}
