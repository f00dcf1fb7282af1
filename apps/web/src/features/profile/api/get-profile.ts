import { useQuery } from '@tanstack/react-query';
import { UserSummarySchema, type UserSummary } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from '../../../lib/query-keys/users';

/** GET /api/users/{id}: the user profile settings edit (name and phone; the e-mail is shown). */
export const getProfile = (userId: string): Promise<UserSummary> =>
  http(`/api/users/${userId}`, { response: UserSummarySchema });

export function useProfile(userId: string) {
  return useQuery({ queryKey: userKeys.one(userId), queryFn: () => getProfile(userId) });
}
