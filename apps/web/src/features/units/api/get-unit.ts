import { useQuery } from '@tanstack/react-query';
import {
  UnitDetailSchema,
  type AssuranceLevel,
  type DocumentationType,
  type IssuanceResults,
  type IssueRequest,
  type LinkedUnit,
  type SustainabilityTier,
  type UnitCategory,
  type UnitDetail as UnitDetailAnswer,
  type UnitHolder,
  type UnitRemovalRecord,
} from '@safc/domain';
import { http } from '../../../lib/http';
import { unitKeys } from '../../../lib/query-keys/units';

/** A claim beneficiary as stored: an account of the registry (resolved) or one named outside it. */
export type StoredBeneficiary =
  | { kind: 'internal'; ownerId: string; accountId: string; companyId: string; companyName: string }
  | { kind: 'external'; name: string; email: string };

/** The claim of a retired block (forms spec §3 "Claim"). */
export interface UnitClaim {
  retirementYear: number;
  retirementCountry: string;
  retirementOnRegistryYear: number | null;
  claimPurpose: 'domestic' | 'international' | null;
  complianceRegime: 'corsia' | 'not-corsia' | null;
  logisticsProviderBeneficiary: string | null;
  /** The account the claimed units came from; editable after saving (decision 039). */
  previousOwnerId?: string | null;
  safcClaimBeneficiary: StoredBeneficiary | null;
  sercClaimBeneficiary: StoredBeneficiary | null;
}

export type { LinkedUnit, UnitHolder, UnitRemovalRecord };

/**
 * GET /api/units/{id} (UnitDetailSchema in @safc/domain; platform spec §3 "Unit"), with what the schema sends
 * as stored typed as it was checked when stored: the issue form's sections (by the issue form's schema on
 * submission), the Results step's figures (computed by computeIssuanceResults) and the claim (by the claim
 * form's schema).
 */
export type UnitDetail = Omit<
  UnitDetailAnswer,
  'issuance' | 'results' | 'claim' | 'category' | 'sustainabilityTier'
> & {
  category: UnitCategory;
  sustainabilityTier: SustainabilityTier;
  claim: UnitClaim | null;
  issuance: Pick<
    IssueRequest,
    'batch' | 'blending' | 'supplier' | 'certification' | 'product' | 'greenhouseGas'
  > & {
    id: string;
    documentationType: DocumentationType;
    assuranceLevel: AssuranceLevel;
  };
  results: IssuanceResults | null;
};

/** The checked answer, its stored parts typed as stored (see UnitDetail). */
export const storedUnitDetail = (answer: UnitDetailAnswer): UnitDetail => answer as UnitDetail;

export const getUnit = (unitId: string): Promise<UnitDetail> =>
  http(`/api/units/${encodeURIComponent(unitId)}`, { response: UnitDetailSchema }).then(storedUnitDetail);

export function useUnit(unitId: string) {
  return useQuery({ queryKey: unitKeys.detail(unitId), queryFn: () => getUnit(unitId) });
}
