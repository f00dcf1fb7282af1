import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useController, type Control, type FieldValues } from 'react-hook-form';
import type { ClaimFormInput } from '@safc/domain';
import { FormAutocompleteField, FormTextField, type FormOption } from '../forms';

type BeneficiaryName = 'safcClaimBeneficiary' | 'sercClaimBeneficiary';
type Kind = 'none' | 'internal' | 'external';

const EMPTY: Record<Kind, ClaimFormInput[BeneficiaryName]> = {
  none: undefined,
  internal: { kind: 'internal', ownerId: '' },
  external: { kind: 'external', name: '', email: '' },
};

export interface ClaimBeneficiaryFieldProps {
  name: BeneficiaryName;
  control: Control<ClaimFormInput>;
  label: string;
  /** The registry's company accounts that may benefit. */
  accounts: readonly FormOption[];
  ownerLocked: boolean;
  kindLocked: boolean;
}

/**
 * A claim beneficiary (forms spec §3): a company in the registry, picked by its account, or one outside it,
 * named with an e-mail address; or none.
 */
export function ClaimBeneficiaryField({
  name,
  control,
  label,
  accounts,
  ownerLocked,
  kindLocked,
}: ClaimBeneficiaryFieldProps) {
  const { field } = useController({ name, control });
  const value = field.value as { kind?: string } | undefined;
  const kind: Kind = value?.kind === 'internal' || value?.kind === 'external' ? value.kind : 'none';
  // The beneficiary's parts are judged by the domain's union schema; the form's types cannot see into it.
  const parts = control as unknown as Control<FieldValues>;
  return (
    <Box role="group" aria-labelledby={`${name}-label`}>
      <FormLabel id={`${name}-label`}>{label}</FormLabel>
      <RadioGroup
        row
        value={kind}
        onChange={(event) => field.onChange(EMPTY[event.target.value as Kind])}
        aria-label={`${label} kind`}
      >
        <FormControlLabel value="none" control={<Radio />} label="None" disabled={kindLocked} />
        <FormControlLabel
          value="internal"
          control={<Radio />}
          label="Company in the registry"
          disabled={kindLocked}
        />
        <FormControlLabel
          value="external"
          control={<Radio />}
          label="Outside the registry"
          disabled={kindLocked}
        />
      </RadioGroup>
      {kind === 'internal' && (
        <FormAutocompleteField
          name={`${name}.ownerId`}
          control={parts}
          label={`${label} account`}
          required
          disabled={ownerLocked}
          options={accounts}
        />
      )}
      {kind === 'external' && (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <FormTextField name={`${name}.name`} control={parts} label={`${label} name`} required />
          <FormTextField
            name={`${name}.email`}
            control={parts}
            label={`${label} e-mail`}
            type="email"
            required
          />
        </Box>
      )}
    </Box>
  );
}
