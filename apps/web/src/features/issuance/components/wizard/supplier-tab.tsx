import type { FieldValues } from 'react-hook-form';
import { FormRow, FormTextField, type FormControl } from '../../../../components/forms';
import { AddressFields } from './address-fields';

/** Forms spec §3 "supplier": the fuel producing site. */
export function SupplierTab({ control }: { control: FormControl<FieldValues> }) {
  return (
    <>
      <FormRow label="Site" required>
        <FormTextField name="supplier.siteName" control={control} label="Site name" required />
      </FormRow>
      <AddressFields prefix="supplier.siteAddress" control={control} label="Site address" />
    </>
  );
}
