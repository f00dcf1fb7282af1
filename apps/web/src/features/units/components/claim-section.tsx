import { CLAIM_PURPOSE_LABELS, COMPLIANCE_REGIME_LABELS } from '@safc/domain';
import type { StoredBeneficiary, UnitDetail } from '../api/get-unit';
import { countryText, dateOrNothing } from '../lib/format-values';
import { DetailSection } from './detail-section';

const beneficiaryText = (beneficiary: StoredBeneficiary | null): string | undefined => {
  if (!beneficiary) return undefined;
  return beneficiary.kind === 'internal'
    ? beneficiary.companyName
    : `${beneficiary.name} (${beneficiary.email})`;
};

/** Claim details of a retired block: when, where, why and for whom it was claimed. */
export function ClaimSection({ unit }: { unit: UnitDetail }) {
  const claim = unit.claim;
  if (!claim) return null;
  return (
    <DetailSection
      title="Claim"
      items={[
        { label: 'Retirement date', value: dateOrNothing(unit.retiredAt) },
        { label: 'Claim year', value: claim.retirementYear },
        { label: 'Claim country', value: countryText(claim.retirementCountry) },
        {
          label: 'Claim purpose',
          value: claim.claimPurpose ? CLAIM_PURPOSE_LABELS[claim.claimPurpose] : undefined,
        },
        {
          label: 'Compliance regime',
          value: claim.complianceRegime ? COMPLIANCE_REGIME_LABELS[claim.complianceRegime] : undefined,
        },
        { label: 'Air Transport Provider beneficiary', value: beneficiaryText(claim.safcClaimBeneficiary) },
        { label: 'SAFcE beneficiary', value: beneficiaryText(claim.sercClaimBeneficiary) },
        { label: 'Logistics provider', value: unit.logisticsProviderName ?? undefined },
      ]}
    />
  );
}
