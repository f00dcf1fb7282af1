import { useQuery } from '@tanstack/react-query';
import type {
  DocumentationType,
  IssueRequest,
  SustainabilityTier,
  UnitBlockStatus,
  UnitCategory,
  UnitType,
} from '@safc/domain';
import { http } from '../../../lib/http';

export interface UnitAccount {
  id: string;
  name: string;
  company: { id: string; name: string };
}

/** The claim of a retired block (forms spec §3 "Claim"), with the beneficiaries' names resolved. */
export interface UnitClaim {
  retirementYear: number;
  retirementCountry: string;
  retirementOnRegistryYear?: number;
  claimPurpose?: 'domestic' | 'international';
  complianceRegime?: 'corsia' | 'not-corsia';
  logisticsProviderName?: string | null;
  safcClaimBeneficiaryName?: string | null;
  sercClaimBeneficiaryName?: string | null;
}

/** GET /api/units/{id}: one block with its issuance, chain of custody and claim (platform spec §3 "Unit"). */
export interface UnitDetail {
  id: string;
  serial: string;
  unitType: UnitType;
  status: UnitBlockStatus;
  volume: string;
  freeVolume: string;
  account: UnitAccount;
  /** For SAFcE: the serial of the SAFcA block they were issued from. */
  issuingSafcId: string | null;
  typeCode: string;
  category: UnitCategory;
  co2Abated: string;
  comment: string | null;
  issuanceDate: string | null;
  expirationDate: string | null;
  retiredAt: string | null;
  createdAt: string;
  /** The accounts that held the block or its ancestors, oldest first. */
  heldBy: UnitAccount[];
  uniqueCompanies: number;
  claim: UnitClaim | null;
  issuance: {
    id: string;
    documentationType: DocumentationType;
    tier: SustainabilityTier;
    emissionReduction: string;
    adjustedLca: string | null;
    form: IssueRequest;
  };
}

export const unitKey = (unitId: string) => ['units', 'detail', unitId] as const;

export const getUnit = (unitId: string): Promise<UnitDetail> =>
  http<UnitDetail>(`/api/units/${encodeURIComponent(unitId)}`);

export function useUnit(unitId: string) {
  return useQuery({ queryKey: unitKey(unitId), queryFn: () => getUnit(unitId) });
}
