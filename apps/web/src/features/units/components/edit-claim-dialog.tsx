import { useMemo, useState } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import {
  claimFormSchema,
  formatIsoDate,
  type ClaimBeneficiary,
  type ClaimEditFormInput,
  type ClaimFormInput,
} from '@safc/domain';
import { ClaimFormFields } from '../../../components/claim/claim-form-fields';
import {
  FormAutocompleteField,
  FormDialog,
  showServerErrors,
  useDomainForm,
  type FormOption,
} from '../../../components/forms';
import { useEditClaim } from '../api/edit-claim';
import type { StoredBeneficiary, UnitDetail } from '../api/get-unit';

const BENEFICIARIES = ['safcClaimBeneficiary', 'sercClaimBeneficiary'] as const;
/** The fields the API may name in its refusal, as the form knows them. */
const EDITABLE_FIELDS = [
  'previousOwnerId',
  ...BENEFICIARIES.flatMap((name) => [name, `${name}.name`, `${name}.email`]),
];

const beneficiaryValue = (stored: StoredBeneficiary | null): ClaimFormInput['safcClaimBeneficiary'] =>
  !stored
    ? undefined
    : stored.kind === 'internal'
      ? { kind: 'internal', ownerId: stored.ownerId }
      : { kind: 'external', name: stored.name, email: stored.email };

/** The claim as saved, in the claim form's terms, so the locked fields show what was saved. */
export function savedClaimValues(unit: UnitDetail): ClaimFormInput {
  const claim = unit.claim!;
  return {
    blockId: unit.id,
    accountId: unit.accountId,
    volume: unit.volume,
    retirementYear: claim.retirementYear,
    retirementCountry: claim.retirementCountry,
    retirementOnRegistryYear: claim.retirementOnRegistryYear ?? undefined,
    claimPurpose: claim.claimPurpose ?? undefined,
    complianceRegime: claim.complianceRegime ?? undefined,
    logisticsProviderBeneficiary: claim.logisticsProviderBeneficiary ?? '',
    previousOwnerId: claim.previousOwnerId ?? '',
    safcClaimBeneficiary: beneficiaryValue(claim.safcClaimBeneficiary),
    sercClaimBeneficiary: beneficiaryValue(claim.sercClaimBeneficiary),
  };
}

/** What changed, in the edit's terms (only the fields a saved claim leaves open). */
export function claimEditOf(saved: ClaimFormInput, values: ClaimFormInput): ClaimEditFormInput {
  const edit: ClaimEditFormInput = {};
  if ((values.previousOwnerId ?? '') !== (saved.previousOwnerId ?? '') && values.previousOwnerId)
    edit.previousOwnerId = values.previousOwnerId;
  for (const name of BENEFICIARIES) {
    // The form's input type of a beneficiary is loose (it is preprocessed); as saved and sent it is this union.
    const before = saved[name] as ClaimBeneficiary | undefined;
    const after = values[name] as ClaimBeneficiary | undefined;
    if (before?.kind !== 'external' || after?.kind !== 'external') continue;
    if (after.name !== before.name || after.email !== before.email)
      edit[name] = { kind: 'external', name: after.name, email: after.email };
  }
  return edit;
}

/**
 * Edit a saved claim (forms spec §5): the claim form with its locked fields shown as saved and disabled;
 * the previous owner and an outside beneficiary's name and e-mail may change (docs/decisions/039), once
 * someone else on the account signs the correction (docs/decisions/094).
 */
export function EditClaimDialog({ unit, onClose }: { unit: UnitDetail; onClose: () => void }) {
  const today = formatIsoDate(new Date());
  const currentYear = dayjs(today).year();
  const saved = useMemo(() => savedClaimValues(unit), [unit]);
  const schema = useMemo(() => claimFormSchema({ today }), [today]);
  const form = useDomainForm(schema, saved);
  const edit = useEditClaim(unit.id);
  // One key per opening of the dialog: a save sent twice (a retry after a lost answer) is applied once.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const claim = unit.claim!;

  const ownerOptions: FormOption[] = [];
  for (const beneficiary of [claim.safcClaimBeneficiary, claim.sercClaimBeneficiary]) {
    if (beneficiary?.kind === 'internal')
      ownerOptions.push({ value: beneficiary.ownerId, label: beneficiary.companyName });
  }
  const logisticsOptions: FormOption[] = claim.logisticsProviderBeneficiary
    ? [
        {
          value: claim.logisticsProviderBeneficiary,
          label: unit.logisticsProviderName ?? 'A logistics provider of the registry',
        },
      ]
    : [];
  // The previous owner is one of the accounts that held the units (the chain of custody).
  const previousOwners: FormOption[] = unit.holders.map((holder) => ({
    value: holder.accountId,
    label: `${holder.accountName} · ${holder.companyName}`,
  }));
  if (claim.previousOwnerId && !previousOwners.some((option) => option.value === claim.previousOwnerId))
    previousOwners.push({ value: claim.previousOwnerId, label: 'The account saved with the claim' });

  const submit = form.handleSubmit((values) => {
    const changes = claimEditOf(saved, values);
    if (Object.keys(changes).length === 0) onClose();
    else
      edit.mutate(
        { values: changes, idempotencyKey },
        { onError: (error) => showServerErrors(error, form.setError, EDITABLE_FIELDS) },
      );
  });

  return (
    <FormDialog
      title="Edit claim"
      submitLabel="Send for signature"
      sending={edit.isPending}
      done={
        edit.isSuccess
          ? 'The correction awaits a signature from someone else on the account (Actions). Once signed, the claim changes and its public page shows the new version.'
          : null
      }
      onSubmit={submit}
      onClose={onClose}
    >
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {unit.serial}: a saved claim keeps its volume, year, country, purpose, regime, logistics provider and
        beneficiaries. You can correct the previous owner and the name and e-mail of a beneficiary outside the
        registry. A correction is signed like the claim itself, and its public page keeps every version.
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: 'column', gap: 2.5, pt: 1 }}>
        <FormAutocompleteField
          name="previousOwnerId"
          control={form.control}
          label="Previous owner"
          options={previousOwners}
          helperText="The account the claimed units came from"
        />
        <ClaimFormFields
          control={form.control}
          unit={{ volume: unit.volume, freeVolume: unit.volume }}
          currentYear={currentYear}
          beneficiaryAccounts={ownerOptions}
          logisticsAccounts={logisticsOptions}
          saved={saved}
        />
      </Box>
    </FormDialog>
  );
}
