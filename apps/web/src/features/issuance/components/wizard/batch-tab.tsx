import dayjs from 'dayjs';
import type { FieldValues } from 'react-hook-form';
import { LEAVE_DATE_WINDOW_DAYS } from '@safc/domain';
import {
  FormCountryField,
  FormDateField,
  FormRow,
  FormSelectField,
  FormTextField,
  type FormControl,
} from '../../../../components/forms';
import { RegulatorySchemesField } from './regulatory-schemes-field';

/** Forms spec §3 "batch". Production years run back ten years from this one; future years are not offered. */
export function BatchTab({ control }: { control: FormControl<FieldValues> }) {
  const thisYear = dayjs().year();
  const years = Array.from({ length: 11 }, (_unused, index) => String(thisYear - index));
  return (
    <>
      <FormRow label="Companies" required>
        <FormTextField name="batch.companyName" control={control} label="Company name" required />
        <FormTextField
          name="batch.fuelProviderCompanyName"
          control={control}
          label="Fuel provider company name"
          required
        />
      </FormRow>
      <FormRow label="Batch" required>
        <FormTextField name="batch.batchNumber" control={control} label="Batch number" required />
        <FormDateField
          name="batch.leaveDate"
          control={control}
          label="Leave date"
          required
          min={dayjs().subtract(LEAVE_DATE_WINDOW_DAYS, 'day').format('YYYY-MM-DD')}
          helperText={`Within the last ${LEAVE_DATE_WINDOW_DAYS} days`}
        />
        <FormSelectField
          name="batch.productionYear"
          control={control}
          label="Production year"
          required
          options={years.map((year) => ({ value: year, label: year }))}
        />
      </FormRow>
      <FormRow label="Uplift" required>
        <FormCountryField name="batch.upliftCountry" control={control} label="Uplift country" required />
        <FormTextField
          name="batch.upliftAirport"
          control={control}
          label="Uplift airport"
          required
          placeholder="e.g. OSL"
        />
      </FormRow>
      <FormRow label="Regulatory schemes">
        <RegulatorySchemesField control={control} />
      </FormRow>
    </>
  );
}
