import { useQuery } from '@tanstack/react-query';
import { UserDetailsSchema, type UserDetails } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from '../../../lib/query-keys/users';

/** GET /api/users/{id}/details: what the signed-in person gave at an earlier registration, if anything. */
export const getOwnDetails = (userId: string): Promise<UserDetails> =>
  http(`/api/users/${userId}/details`, { response: UserDetailsSchema });

export function useOwnDetails(userId: string | undefined) {
  return useQuery({
    queryKey: userKeys.details(userId),
    queryFn: () => getOwnDetails(userId!),
    enabled: Boolean(userId),
    // Only a convenience: the form works empty when the details cannot be read.
    meta: { silent: true },
    retry: false,
  });
}
