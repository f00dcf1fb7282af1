import { queryOptions, useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** A claim beneficiary as the public sees it: only the name is shown. */
export interface PublicBeneficiary {
  companyName?: string;
  name?: string;
}

/** The fields of GET /api/public/unit/{id} the public unit page shows (the unit detail without holders). */
export interface PublicUnit {
  id: string;
  serial: string;
  unitType: string;
  status: string;
  companyName: string;
  volume: string;
  co2Abated: string;
  category: number;
  typeCode: string;
  sustainabilityTier: string | null;
  emissionReduction: string | null;
  productionYear: number;
  fuelProducingCompanyName: string | null;
  feedstockCountries: string[];
  certificationScheme: string | null;
  productionFeedstock: string | null;
  issuanceDate: string;
  expirationDate: string | null;
  retiredAt: string | null;
  /** The company of the logistics provider the claim names, when it names one. */
  logisticsProviderName: string | null;
  claim: {
    retirementYear?: number;
    retirementCountry?: string;
    claimPurpose?: string | null;
    complianceRegime?: string | null;
    safcClaimBeneficiary?: PublicBeneficiary | null;
    sercClaimBeneficiary?: PublicBeneficiary | null;
  } | null;
}

export const getPublicUnit = (id: string): Promise<PublicUnit> =>
  http<PublicUnit>(`/api/public/unit/${encodeURIComponent(id)}`, { token: null, skipSessionHandling: true });

// The page says itself when a unit is unknown (404): no retry, no error dialog.
export const publicUnitQuery = (id: string) =>
  queryOptions({
    queryKey: ['public', 'unit', id],
    queryFn: () => getPublicUnit(id),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    meta: { silent: true },
  });

export function usePublicUnit(id: string) {
  return useQuery(publicUnitQuery(id));
}
