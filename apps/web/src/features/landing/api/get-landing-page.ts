import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LandingStatistics } from '@safc/domain';
import { publicRead } from '../../../lib/public-read';
import { publicKeys } from '../../../lib/query-keys/public';

/** GET /api/public/landing-page: the public statistics. The two volumes are decimal strings (numeric). */
export const getLandingStatistics = (): Promise<LandingStatistics> =>
  publicRead('/api/public/landing-page', 'LandingStatisticsSchema');

// Platform spec §8: the landing data is neither retried nor refetched on window focus; the page shows
// its own notice when it fails, so no error dialog either.
export const landingStatisticsQuery = queryOptions({
  queryKey: publicKeys.landingPage(),
  queryFn: getLandingStatistics,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 60_000,
  meta: { silent: true },
});

export function useLandingStatistics() {
  return useQuery(landingStatisticsQuery);
}
