import { z } from 'zod';
import { isCountryCode } from '../../catalogues/countries';
import { REQUIRED, optionalText, requiredText } from '../fields';

/** A country chosen from the ISO 3166 list: its English name and alpha-2 code. */
export const countrySchema = z.object(
  {
    name: requiredText(),
    code: requiredText()
      .transform((code) => code.toUpperCase())
      .refine(isCountryCode, 'Choose a country from the list'),
  },
  { error: REQUIRED },
);

/** Forms spec §3 "address": blending location and supplier site. State and postal code are not universal. */
export const addressSchema = z.object(
  {
    addressLine: requiredText(),
    city: requiredText(),
    state: optionalText(),
    postalCode: optionalText(),
    country: countrySchema,
  },
  { error: REQUIRED },
);
export type Address = z.output<typeof addressSchema>;
