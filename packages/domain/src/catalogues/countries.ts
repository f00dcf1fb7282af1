import { englishCountryNames } from './country-names';

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  code: string;
  name: string;
}

let sortedCountries: readonly Country[] | undefined;

/** Every country, by English name, for selects and autocompletes (sorted once, on the first call). */
export function listCountries(): readonly Country[] {
  sortedCountries ??= sortedByName();
  return sortedCountries;
}

// One collator for the whole sort: localeCompare builds one per call (250 countries: about 18 ms of a public
// list's first render in Chromium, the filter's country select). Same order, the same 'en' collation.
function sortedByName(): readonly Country[] {
  const byName = new Intl.Collator('en');
  return Object.entries(englishCountryNames())
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => byName.compare(a.name, b.name));
}

/** The English name of an ISO 3166-1 alpha-2 code, in either case; undefined for any other code. */
export const countryName = (code: string): string | undefined =>
  Object.hasOwn(englishCountryNames(), code.toUpperCase())
    ? englishCountryNames()[code.toUpperCase()]
    : undefined;

/** An ISO 3166-1 alpha-2 code the catalogue knows (the database keeps two upper-case letters). */
export const isCountryCode = (code: string): boolean =>
  /^[A-Za-z]{2}$/.test(code) && countryName(code) !== undefined;
