import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { RetirementFilters } from '../lib/retirement-filters';

/** A claimed (retired) block as the public table shows it. Volumes are decimal strings. */
export interface Retirement {
  id: string;
  serial: string;
  unitType: string;
  typeCode: string;
  volume: string;
  co2Abated: string;
  retiredAt: string;
  retirementYear: number | null;
  retirementCountry: string | null;
  claimPurpose: string | null;
  complianceRegime: string | null;
  claimantName: string;
  logisticsProviderName: string | null;
  airTransportProviderBeneficiaryName: string | null;
  safceBeneficiaryName: string | null;
  productionYear: number;
  fuelProducingCompanyName: string | null;
  productionFeedstock: string | null;
  certificationScheme: string | null;
}

export interface RetirementList {
  items: Retirement[];
  total: number;
}

/** GET /api/public/retirements: one page of the public claimed-units table, newest claim first. */
export const getRetirements = (filters: RetirementFilters): Promise<RetirementList> =>
  http<RetirementList>('/api/public/retirements', {
    query: { ...filters },
    token: null,
    skipSessionHandling: true,
  });

// Public data like the landing page's: not retried, not refetched on focus, and the page shows its own
// notice when it fails. The previous page stays on screen while the next one loads.
export const retirementsQuery = (filters: RetirementFilters) =>
  queryOptions({
    queryKey: ['public', 'retirements', filters],
    queryFn: () => getRetirements(filters),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useRetirements(filters: RetirementFilters) {
  return useQuery(retirementsQuery(filters));
}
