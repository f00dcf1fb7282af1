import { useQuery } from '@tanstack/react-query';
import type {
  AssuranceLevel,
  DocumentationType,
  IssuanceResults,
  IssueRequest,
  SustainabilityTier,
  UnitBlockStatus,
  UnitCategory,
  UnitType,
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

export interface UnitHolder {
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
}

/** GET /api/units/{id} (docs/api/ledger.md "UnitDetail"; platform spec §3 "Unit"). */
export interface UnitDetail {
  id: string;
  serial: string;
  unitType: UnitType;
  status: UnitBlockStatus;
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
  parentId: string | null;
  volume: string;
  reservedVolume: string;
  freeVolume: string;
  co2Abated: string;
  freeCo2Abated: string;
  category: UnitCategory;
  typeCode: string;
  verifiedTypeCode: string;
  sustainabilityTier: SustainabilityTier;
  emissionReduction: string;
  productionYear: number;
  issuanceDate: string;
  expirationDate: string | null;
  retiredAt: string | null;
  claim: UnitClaim | null;
  comment: string | null;
  createdAt: string;
  issuance: Pick<
    IssueRequest,
    'batch' | 'blending' | 'supplier' | 'certification' | 'product' | 'greenhouseGas'
  > & {
    id: string;
    documentationType: DocumentationType;
    assuranceLevel: AssuranceLevel;
  };
  results: IssuanceResults | null;
  /** CORSIA's ER of this block (t CO2), null without a CORSIA scheme; the results' ER is the whole issuance's. */
  corsiaEmissionsReduction: string | null;
  holders: UnitHolder[];
  uniqueCompanies: number;
  /** The company of the logistics provider the claim names. */
  logisticsProviderName: string | null;
  /** Set when a registry administrator removed the unit as issued in error. */
  removal: UnitRemovalRecord | null;
  /** A SAFcE's originating SAFcA (null for a SAFcA). */
  originSafca: LinkedUnit | null;
  /** A SAFcA's SAFcE, issued from it or from the blocks made from it. */
  safceIssued: LinkedUnit[];
}

/** A unit across an unbundling; `viewable`: the caller may open its unit page (else its public page). */
export interface LinkedUnit {
  id: string;
  serial: string;
  volume: string;
  viewable: boolean;
}

export interface UnitRemovalRecord {
  reason: string;
  removedAt: string;
  removedByName: string | null;
}

/** The issue form groups the unit view shows. */
export type IssuanceForm = UnitDetail['issuance'];

export const getUnit = (unitId: string): Promise<UnitDetail> =>
  http<UnitDetail>(`/api/units/${encodeURIComponent(unitId)}`);

export function useUnit(unitId: string) {
  return useQuery({ queryKey: unitKeys.detail(unitId), queryFn: () => getUnit(unitId) });
}
