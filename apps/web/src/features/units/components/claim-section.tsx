import { useState } from 'react';
import Button from '@mui/material/Button';
import { CLAIM_PURPOSE_LABELS, COMPLIANCE_REGIME_LABELS } from '@safc/domain';
import type { StoredBeneficiary, UnitDetail } from '../api/get-unit';
import { countryText, dateOrNothing } from '../../../components/issue-form-view/format-values';
import { DetailSection } from '../../../components/issue-form-view/detail-section';
import { EditClaimDialog } from './edit-claim-dialog';

const beneficiaryText = (beneficiary: StoredBeneficiary | null): string | undefined => {
  if (!beneficiary) return undefined;
  return beneficiary.kind === 'internal'
    ? beneficiary.companyName
    : `${beneficiary.name} (${beneficiary.email})`;
};

/** The previous owner by the name of the account that held the units, as the chain of custody lists it. */
const previousOwnerText = (unit: UnitDetail): string | undefined => {
  const id = unit.claim?.previousOwnerId;
  if (!id) return undefined;
  const holder = unit.holders.find((candidate) => candidate.accountId === id);
  return holder ? `${holder.accountName} · ${holder.companyName}` : 'An account of the registry';
};

/**
 * Claim details of a retired block: when, where, why and for whom it was claimed. Whoever may claim units
 * of the account may correct what a saved claim leaves open (decision 039).
 */
export function ClaimSection({ unit, editable = false }: { unit: UnitDetail; editable?: boolean }) {
  const [editing, setEditing] = useState(false);
  const claim = unit.claim;
  if (!claim) return null;
  return (
    <>
      <DetailSection
        title="Claim"
        action={editable ? <Button onClick={() => setEditing(true)}>Edit claim</Button> : undefined}
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
          { label: 'Previous owner', value: previousOwnerText(unit) },
        ]}
      />
      {editing && <EditClaimDialog unit={unit} onClose={() => setEditing(false)} />}
    </>
  );
}
