import type { FieldValues } from 'react-hook-form';
import { FormDateField, FormRow, type FormControl } from '../../../../components/forms';
import { AddressFields } from './address-fields';
import { YesNoField } from './yes-no-field';

/** Forms spec §3 "blending": the SAF must be blended to be issued. */
export function BlendingTab({ control }: { control: FormControl<FieldValues> }) {
  return (
    <>
      <FormRow label="Blending" required>
        <YesNoField
          name="blending.isBlended"
          control={control}
          label="Has the SAF been blended with fossil jet fuel?"
          required
        />
      </FormRow>
      <FormRow label="Blending date" required>
        <FormDateField name="blending.blendingDate" control={control} label="Blending date" required />
      </FormRow>
      <AddressFields prefix="blending.blendingLocation" control={control} label="Blending location" />
    </>
  );
}
