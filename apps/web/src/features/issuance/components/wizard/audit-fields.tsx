import type { FieldValues } from 'react-hook-form';
import { FormDateField, FormRow, FormTextField, type FormControl } from '../../../../components/forms';

/** The audit details asked once a low-risk confirmation is yes: number, expiry, body and its e-mail. */
export function AuditFields({
  control,
  prefix,
  label,
}: {
  control: FormControl<FieldValues>;
  /** 'lowRiskAudit' or 'lowDisplacementRiskAudit' */
  prefix: string;
  label: string;
}) {
  const name = (suffix: string) => `certification.${prefix}${suffix}`;
  return (
    <FormRow label={label} required>
      <FormTextField name={name('Number')} control={control} label="Audit number" required />
      <FormDateField
        name={name('ExpiryDate')}
        control={control}
        label="Audit expiry date"
        required
        allowFuture
      />
      <FormTextField name={name('Body')} control={control} label="Audit body" required />
      <FormTextField
        name={name('BodyEmail')}
        control={control}
        label="Audit body e-mail"
        type="email"
        required
      />
    </FormRow>
  );
}
