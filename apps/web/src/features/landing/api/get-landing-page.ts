import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/public/landing-page: the public statistics. The two volumes are decimal strings (numeric). */
export interface LandingStatistics {
  safCaVolume: string;
  co2Abated: string;
  fuelProviders: number;
  uniqueSuppliers: number;
  supplyCountriesOfOrigin: number;
  aviationCustomers: number;
  airTransportProviders: number;
  logisticServiceProviders: number;
}

export const getLandingStatistics = (): Promise<LandingStatistics> =>
  http<LandingStatistics>('/api/public/landing-page', { token: null, skipSessionHandling: true });

// Platform spec §8: the landing data is neither retried nor refetched on window focus; the page shows
// its own notice when it fails, so no error dialog either.
export const landingStatisticsQuery = queryOptions({
  queryKey: ['public', 'landing-page'],
  queryFn: getLandingStatistics,
  retry: false,
  refetchOnWindowFocus: false,
  staleTime: 60_000,
  meta: { silent: true },
});

export function useLandingStatistics() {
  return useQuery(landingStatisticsQuery);
}
