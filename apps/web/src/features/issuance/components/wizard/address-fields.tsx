import type { FieldValues } from 'react-hook-form';
import { FormRow, FormTextField, type FormControl } from '../../../../components/forms';
import { CountryObjectField } from './country-object-field';

/** An address of the issue form: blending location, supplier site. */
export function AddressFields({
  prefix,
  control,
  label,
}: {
  prefix: string;
  control: FormControl<FieldValues>;
  label: string;
}) {
  return (
    <>
      <FormRow label={label} required>
        <FormTextField name={`${prefix}.addressLine`} control={control} label="Address line" required />
        <FormTextField name={`${prefix}.city`} control={control} label="City" required />
      </FormRow>
      <FormRow>
        <FormTextField name={`${prefix}.state`} control={control} label="State or region" />
        <FormTextField name={`${prefix}.postalCode`} control={control} label="Postal code" />
        <CountryObjectField name={`${prefix}.country`} control={control} />
      </FormRow>
    </>
  );
}
