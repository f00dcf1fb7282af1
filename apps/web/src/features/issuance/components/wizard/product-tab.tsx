import { useWatch, type FieldValues } from 'react-hook-form';
import {
  CONVERSION_PROCESSES,
  CONVERSION_PROCESS_LABELS,
  VOLUME_UNITS,
  VOLUME_UNIT_LABELS,
} from '@safc/domain';
import { FormRow, FormSelectField, FormTextField, type FormControl } from '../../../../components/forms';
import { visibleFields } from '../../lib/conditional-fields';
import { BaselineField } from './baseline-field';
import { CountriesField } from './countries-field';
import { FeedstockFields } from './feedstock-fields';

const decimal = { htmlInput: { inputMode: 'decimal' as const, autoComplete: 'off' } };

/** Forms spec §3 "product": feedstock, quantities, conversion process, heating value and baseline. */
export function ProductTab({ control }: { control: FormControl<FieldValues> }) {
  const volumeOfNeatFuel = useWatch({ control, name: 'product.volumeOfNeatFuel' });
  const show = visibleFields({ volumeOfNeatFuel });
  return (
    <>
      <FeedstockFields control={control} />
      <FormRow label="Countries of origin" required>
        <CountriesField control={control} />
      </FormRow>
      <FormRow
        label="Quantity"
        required
        hint="Tonnes of neat SAF, at most 3 decimals: the volume of the issued units"
      >
        <FormTextField
          name="product.quantityMT"
          control={control}
          label="Quantity (t)"
          required
          slotProps={decimal}
        />
      </FormRow>
      <FormRow label="Volume of neat fuel" hint="Optional: when blank, a density of 0.8 t/m3 is used">
        <FormTextField
          name="product.volumeOfNeatFuel"
          control={control}
          label="Volume of neat fuel"
          slotProps={decimal}
        />
        {show.volumeUnit && (
          <FormSelectField
            name="product.volumeOfNeatFuelUnit"
            control={control}
            label="Unit"
            required
            options={VOLUME_UNITS.map((value) => ({ value, label: VOLUME_UNIT_LABELS[value] }))}
          />
        )}
      </FormRow>
      <FormRow label="Fuel" required>
        <FormSelectField
          name="product.conversionProcess"
          control={control}
          label="Conversion process"
          required
          options={CONVERSION_PROCESSES.map((value) => ({ value, label: CONVERSION_PROCESS_LABELS[value] }))}
        />
        <FormTextField
          name="product.lowerHeatingValue"
          control={control}
          label="Lower heating value (MJ/kg)"
          required
          slotProps={decimal}
        />
        <BaselineField control={control} />
      </FormRow>
    </>
  );
}
