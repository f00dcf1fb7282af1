import { z } from 'zod';
import {
  ConversionProcessSchema,
  JetFuelBaselineSchema,
  VolumeUnitSchema,
} from '../../catalogues/status-schemas';
import { isCountryCode } from '../../catalogues/countries';
import { FEEDSTOCK_NAMES, OTHER_FEEDSTOCK, findFeedstock } from '../../catalogues/feedstocks';
import { MIN_VOLUME, MSW_PERCENT_MAX, MSW_PERCENT_MIN, VOLUME_DECIMAL_PLACES } from '../../constants';
import { toDecimal } from '../../decimal/decimal';
import { neatVolumeGiven } from '../../calculations/neat-volume';
import {
  LOWER_HEATING_VALUE_RANGE,
  LOWER_HEATING_VALUE_RANGE_MESSAGE,
  neatVolumeFindings,
} from '../../calculations/plausibility';
import { isPlausibilityError } from '../../calculations/issue-plausibility';
import { decimalField, optionalDecimalField } from '../../decimal/decimal-schema';
import { REQUIRED, blankToUndefined, booleanField, optionalText, requiredText } from '../fields';
import { requireWhen } from './require-when';

export const MSW_PERCENT_MESSAGE = `Enter a percentage from ${MSW_PERCENT_MIN} to ${MSW_PERCENT_MAX}`;

/**
 * docs/decisions/024-quantity-and-neat-volume.md: the quantity is the issued block's volume, so it keeps the
 * registry's minimum volume (forms spec §9, 0.001) rather than §5's "at least 0", and says why.
 */
export const QUANTITY_MIN_MESSAGE = `Enter at least ${MIN_VOLUME} t, the smallest volume a unit can hold`;

/**
 * The feedstock's flags are fixed by the catalogue, whatever the form sends: only "Other" takes the
 * user's word on residue certification, and it is never solid waste.
 */
export const feedStockSchema = z
  .object(
    {
      name: requiredText().refine(
        (name) => FEEDSTOCK_NAMES.includes(name),
        'Choose a feedstock from the list',
      ),
      isSolidWaste: booleanField().optional(),
      wasCertifiedAsProductionResidue: booleanField().optional(),
      otherFeedStock: optionalText(),
    },
    { error: REQUIRED },
  )
  .superRefine((value, ctx) => requireWhen(ctx, value, value.name === OTHER_FEEDSTOCK, ['otherFeedStock']))
  .transform(({ name, wasCertifiedAsProductionResidue, otherFeedStock }) => {
    const known = findFeedstock(name);
    return {
      name,
      isSolidWaste: known?.isSolidWaste ?? false,
      wasCertifiedAsProductionResidue:
        known?.wasCertifiedAsProductionResidue ?? wasCertifiedAsProductionResidue ?? false,
      otherFeedStock: known ? undefined : otherFeedStock,
    };
  });

export const productSchema = z
  .object(
    {
      feedStock: feedStockSchema,
      /** Share of municipal solid waste in the feedstock, in percent. */
      isFeedStockMsw: z.preprocess(
        blankToUndefined,
        decimalField({ min: String(MSW_PERCENT_MIN), minMessage: MSW_PERCENT_MESSAGE })
          .refine((percent) => toDecimal(percent).lte(MSW_PERCENT_MAX), MSW_PERCENT_MESSAGE)
          .optional(),
      ),
      quantityMT: decimalField({
        min: MIN_VOLUME,
        minMessage: QUANTITY_MIN_MESSAGE,
        maxDecimalPlaces: VOLUME_DECIMAL_PLACES,
      }),
      /** Blank or 0: not measured, dropped (the density gives the neat volume). */
      volumeOfNeatFuel: optionalDecimalField({
        min: '0',
        minMessage: 'Must be at least 0',
        maxDecimalPlaces: VOLUME_DECIMAL_PLACES,
      }).transform((volume) => (neatVolumeGiven(volume) ? volume : undefined)),
      volumeOfNeatFuelUnit: z.preprocess(blankToUndefined, VolumeUnitSchema.optional()),
      countries: z
        .array(
          requiredText()
            .transform((code) => code.toUpperCase())
            .refine(isCountryCode, 'Choose a country from the list'),
        )
        .min(1, REQUIRED)
        .transform((codes) => [...new Set(codes)]),
      conversionProcess: ConversionProcessSchema,
      /** MJ/kg; a value no jet fuel has is refused (calculations/plausibility.ts, decision 035). */
      lowerHeatingValue: decimalField({
        min: LOWER_HEATING_VALUE_RANGE.min,
        minMessage: LOWER_HEATING_VALUE_RANGE_MESSAGE,
      }).refine(
        (value) => toDecimal(value).lte(LOWER_HEATING_VALUE_RANGE.max),
        LOWER_HEATING_VALUE_RANGE_MESSAGE,
      ),
      jetFuelBaselineCarbonIntensity: JetFuelBaselineSchema,
    },
    { error: REQUIRED },
  )
  .superRefine((value, ctx) => {
    // "isFeedStockMsw required for municipal solid waste, from 1 to 100."
    requireWhen(ctx, value, value.feedStock.isSolidWaste, ['isFeedStockMsw']);
    // "volumeOfNeatFuelUnit required when a volume is given (at least 0.0001)."
    requireWhen(ctx, value, neatVolumeGiven(value.volumeOfNeatFuel), ['volumeOfNeatFuelUnit']);
    // A neat volume no jet fuel of this mass can fill (decision 035); a merely unusual one is a warning.
    for (const finding of neatVolumeFindings(value).filter(isPlausibilityError)) {
      ctx.addIssue({ code: 'custom', message: finding.message, path: [...finding.path.slice(1)] });
    }
  });
export type Product = z.output<typeof productSchema>;
