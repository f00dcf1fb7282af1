import { countryCodesByName, englishCountryNames } from './country-names';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  code: string;
  name: string;
}

let sortedCountries: readonly Country[] | undefined;

/** Every country, by English name, for selects and autocompletes (made once, on the first call). */
export function listCountries(): readonly Country[] {
  sortedCountries ??= countryCodesByName().map((code) => ({ code, name: englishCountryNames()[code]! }));
  return sortedCountries;
}

/** The English name of an ISO 3166-1 alpha-2 code, in either case; undefined for any other code. */
export const countryName = (code: string): string | undefined =>
  Object.hasOwn(englishCountryNames(), code.toUpperCase())
    ? englishCountryNames()[code.toUpperCase()]
    : undefined;

/** An ISO 3166-1 alpha-2 code the catalogue knows (the database keeps two upper-case letters). */
export const isCountryCode = (code: string): boolean =>
  /^[A-Za-z]{2}$/.test(code) && countryName(code) !== undefined;
