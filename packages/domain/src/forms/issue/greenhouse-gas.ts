import { z } from 'zod';
import {
  GHG_VALUE_FIELDS,
  SAVINGS_AND_CREDIT_FIELDS,
  type GhgValueField,
} from '../../calculations/greenhouse-gas-fields';
import { isDecimalText } from '../../decimal/decimal';
import { optionalDecimalField } from '../../decimal/decimal-schema';
import { REQUIRED, blankToUndefined, booleanField } from '../fields';
import { requireWhen } from './require-when';

const WHOLE_NUMBER = 'Enter a whole number of gCO2e/MJ';

/**
 * Forms spec §5 "an actual integer intensity is entered": typed text becomes a number, so "1.5" and "-1" meet
 * the person's rules (whole, at least 0) instead of the parser's "expected number, received string".
 */
const wholeNumberText = (value: unknown): unknown => {
  const blank = blankToUndefined(value);
  if (typeof blank !== 'string') return blank;
  return isDecimalText(blank.trim()) ? Number(blank.trim()) : blank;
};

// Forms spec §3 "Greenhouse gas fields": one flat group holding the fields of every block; the issue
// form requires the block its scheme and type select and keeps only those fields (issue-form.ts).

const valueField = (field: GhgValueField) =>
  (SAVINGS_AND_CREDIT_FIELDS as readonly string[]).includes(field)
    ? optionalDecimalField({ min: '0', minMessage: 'Must be at least 0' })
    : optionalDecimalField();

const valueShape = Object.fromEntries(GHG_VALUE_FIELDS.map((field) => [field, valueField(field)])) as Record<
  GhgValueField,
  ReturnType<typeof optionalDecimalField>
>;

export const greenhouseGasSchema = z
  .object(
    {
      ...valueShape,
      /** The total LCA already includes delivery to the airport: that count is 0. */
      totalLCAValueincludeEmissionsFromDeliveryToAirport: booleanField(),
      /** Otherwise the default 0.9 gCO2e/MJ is used, */
      useDefaultValueForDeliveryToAirport: booleanField().optional(),
      /** or an actual integer intensity, in gCO2e/MJ, is entered. */
      actualGHGIntensityAirportDelivery: z.preprocess(
        wholeNumberText,
        z.number({ error: WHOLE_NUMBER }).int(WHOLE_NUMBER).min(0, 'Must be at least 0').optional(),
      ),
    },
    { error: REQUIRED },
  )
  .superRefine((value, ctx) => {
    const included = value.totalLCAValueincludeEmissionsFromDeliveryToAirport === true;
    requireWhen(ctx, value, !included, ['useDefaultValueForDeliveryToAirport']);
    requireWhen(ctx, value, !included && value.useDefaultValueForDeliveryToAirport === false, [
      'actualGHGIntensityAirportDelivery',
    ]);
  });
export type GreenhouseGas = z.output<typeof greenhouseGasSchema>;
