import Alert from '@mui/material/Alert';
import { useWatch, type FieldValues } from 'react-hook-form';
import { DEFAULT_AIRPORT_DELIVERY_LCA, GHG_FIELD_LABELS } from '@safc/domain';
import { FormRow, FormTextField, type FormControl } from '../../../../components/forms';
import { visibleFields } from '../../lib/conditional-fields';
import Typography from '@mui/material/Typography';
import { AdjustedLcaFormulaTip } from './adjusted-lca-formula-tip';
import { YesNoField } from './yes-no-field';

const GHG_FIELD_MIN_WIDTH = 400;

/**
 * Forms spec §3 "Greenhouse gas fields": the block the certification scheme and type select (with the
 * solid-waste credits for municipal solid waste), then the delivery to the airport.
 */
export function GreenhouseGasTab({ control }: { control: FormControl<FieldValues> }) {
  const [scheme, certificationType, feedStockName, included, useDefault] = useWatch({
    control,
    name: [
      'certification.scheme',
      'certification.type',
      'product.feedStock.name',
      'greenhouseGas.totalLCAValueincludeEmissionsFromDeliveryToAirport',
      'greenhouseGas.useDefaultValueForDeliveryToAirport',
    ],
  });
  const show = visibleFields({
    scheme,
    certificationType,
    feedStockName,
    totalIncludesDeliveryToAirport: included,
    useDefaultDeliveryValue: useDefault,
  });
  return (
    <>
      {show.ghgFields.length === 0 ? (
        <Alert severity="info">
          Choose the certification scheme and type on the Certification tab: they decide which values are
          asked.
        </Alert>
      ) : (
        // Room for the longest label whole, star included ("Savings from CO2 capture and replacement (eccr)"):
        // at 180 px most were cut short at 1280 px (issue 45 item 6).
        <FormRow
          label="Emissions"
          required
          hint="In gCO2e/MJ, as stated on the proof of sustainability"
          fieldMinWidth={GHG_FIELD_MIN_WIDTH}
        >
          {show.ghgBlock && (
            <Typography variant="body2" color="text.secondary" sx={{ display: 'flex', alignItems: 'center' }}>
              How the adjusted LCA is computed
              <AdjustedLcaFormulaTip block={show.ghgBlock} />
            </Typography>
          )}
          {show.ghgFields.map((field) => (
            <FormTextField
              key={field}
              name={`greenhouseGas.${field}`}
              control={control}
              label={GHG_FIELD_LABELS[field]}
              required
              slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
            />
          ))}
        </FormRow>
      )}
      <FormRow label="Delivery to airport" required>
        <YesNoField
          name="greenhouseGas.totalLCAValueincludeEmissionsFromDeliveryToAirport"
          control={control}
          label="Does the total LCA value include the emissions of delivery to the airport?"
          required
        />
        {show.deliveryValueChoice && (
          <YesNoField
            name="greenhouseGas.useDefaultValueForDeliveryToAirport"
            control={control}
            label="Emissions of delivery to the airport"
            yes={`Use the default ${DEFAULT_AIRPORT_DELIVERY_LCA} gCO2e/MJ`}
            no="Enter the actual value"
            required
          />
        )}
        {show.actualDeliveryIntensity && (
          <FormTextField
            name="greenhouseGas.actualGHGIntensityAirportDelivery"
            control={control}
            label="Actual GHG intensity of delivery (gCO2e/MJ)"
            required
            helperText="A whole number"
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
          />
        )}
      </FormRow>
    </>
  );
}
