import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/users/{id}/details: what the signed-in person gave at an earlier registration, if anything. */
export interface OwnDetails {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  employerName: string | null;
  phone: string | null;
}

export const getOwnDetails = (userId: string): Promise<OwnDetails> =>
  http<OwnDetails>(`/api/users/${userId}/details`);

export function useOwnDetails(userId: string | undefined) {
  return useQuery({
    queryKey: ['users', 'details', userId],
    queryFn: () => getOwnDetails(userId!),
    enabled: Boolean(userId),
    // Only a convenience: the form works empty when the details cannot be read.
    meta: { silent: true },
    retry: false,
  });
}
