import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useController, type Control } from 'react-hook-form';
import {
  CLAIM_PURPOSES,
  CLAIM_PURPOSE_LABELS,
  COMPLIANCE_REGIMES,
  COMPLIANCE_REGIME_LABELS,
  type ClaimFormInput,
  type MovableBlock,
} from '@safc/domain';
import { FormAutocompleteField, FormCountryField, type FormOption } from '../forms';
import { beneficiaryKindLocked, claimFieldLocked, retirementYearOptions } from './claim-locks';
import { ClaimBeneficiaryField } from './claim-beneficiary-field';
import { FormRadioGroup } from '../forms/form-radio-group';
import { VolumeField } from '../forms/volume-field';

export interface ClaimFormFieldsProps {
  control: Control<ClaimFormInput>;
  /** The block claimed from: its free volume is the most a claim may take. Absent in a batch claim,
   * where every block goes whole (docs/decisions/042) and there is no volume to enter. */
  unit?: MovableBlock;
  currentYear: number;
  /** Company accounts a beneficiary may be (internal beneficiaries). */
  beneficiaryAccounts: readonly FormOption[];
  logisticsAccounts: readonly FormOption[];
  /** The claim as saved, when reopened: its locked fields cannot change (forms spec §5). */
  saved?: ClaimFormInput;
}

function RetirementYearField({
  control,
  currentYear,
  disabled,
}: {
  control: Control<ClaimFormInput>;
  currentYear: number;
  disabled: boolean;
}) {
  const { field, fieldState } = useController({ name: 'retirementYear', control });
  return (
    <TextField
      select
      label="Retirement year"
      required
      fullWidth
      disabled={disabled}
      name={field.name}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(Number(event.target.value))}
      onBlur={field.onBlur}
      inputRef={field.ref}
      error={Boolean(fieldState.error)}
      helperText={fieldState.error?.message}
    >
      {retirementYearOptions(currentYear).map(({ year, disabled: future }) => (
        <MenuItem key={year} value={year} disabled={future}>
          {year}
        </MenuItem>
      ))}
    </TextField>
  );
}

/** Forms spec §3 "Claim": the fields a holder fills to claim (retire) units. */
export function ClaimFormFields({
  control,
  unit,
  currentYear,
  beneficiaryAccounts,
  logisticsAccounts,
  saved,
}: ClaimFormFieldsProps) {
  const isSaved = saved !== undefined;
  const locked = (path: string) => claimFieldLocked(isSaved, path);
  return (
    <>
      {unit && (
        <VolumeField
          name="volume"
          control={control}
          operation="claim"
          unit={unit}
          disabled={locked('volume')}
        />
      )}
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <RetirementYearField
          control={control}
          currentYear={currentYear}
          disabled={locked('retirementYear')}
        />
        <FormCountryField
          name="retirementCountry"
          control={control}
          label="Retirement country"
          required
          disabled={locked('retirementCountry')}
        />
      </Box>
      <FormRadioGroup
        name="claimPurpose"
        control={control}
        label="Purpose"
        disabled={locked('claimPurpose')}
        options={CLAIM_PURPOSES.map((value) => ({ value, label: CLAIM_PURPOSE_LABELS[value] }))}
      />
      <FormRadioGroup
        name="complianceRegime"
        control={control}
        label="Compliance regime"
        disabled={locked('complianceRegime')}
        options={COMPLIANCE_REGIMES.map((value) => ({ value, label: COMPLIANCE_REGIME_LABELS[value] }))}
      />
      <ClaimBeneficiaryField
        name="safcClaimBeneficiary"
        control={control}
        label="Air Transport Provider beneficiary"
        accounts={beneficiaryAccounts}
        ownerLocked={locked('safcClaimBeneficiary.ownerId')}
        kindLocked={beneficiaryKindLocked(isSaved, 'safcClaimBeneficiary')}
      />
      <ClaimBeneficiaryField
        name="sercClaimBeneficiary"
        control={control}
        label="SAFcE beneficiary"
        accounts={beneficiaryAccounts}
        ownerLocked={locked('sercClaimBeneficiary.ownerId')}
        kindLocked={beneficiaryKindLocked(isSaved, 'sercClaimBeneficiary')}
      />
      <FormAutocompleteField
        name="logisticsProviderBeneficiary"
        control={control}
        label="Logistics provider"
        disabled={locked('logisticsProviderBeneficiary')}
        options={logisticsAccounts}
        helperText="Optional: shown in the public table of claimed units"
      />
    </>
  );
}
