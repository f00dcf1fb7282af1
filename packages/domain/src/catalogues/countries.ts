import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// Countries are ISO 3166-1 (alpha-2 code and English short name) from i18n-iso-countries, never a
// hand-typed list. Only the English locale is registered: the registry is in English. Registration
// waits for the first use, so importing the domain runs nothing (the web tree-shakes it as pure).

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  code: string;
  name: string;
}

let englishRegistered = false;
function english(): typeof countries {
  if (!englishRegistered) {
    countries.registerLocale(en);
    englishRegistered = true;
  }
  return countries;
}

let sortedCountries: readonly Country[] | undefined;

/** Every country, by English name, for selects and autocompletes. */
export function listCountries(): readonly Country[] {
  sortedCountries ??= Object.entries(english().getNames('en', { select: 'official' }))
    .map(([code, name]) => ({ code, name }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
  return sortedCountries;
}

export const countryName = (code: string): string | undefined => english().getName(code.toUpperCase(), 'en');

/**
 * An ISO 3166-1 alpha-2 code the catalogue knows. getName also resolves alpha-3 ('NLD') and numeric ('528')
 * codes, which the registry never stores: the database keeps two upper-case letters.
 */
export const isCountryCode = (code: string): boolean =>
  /^[A-Za-z]{2}$/.test(code) && countryName(code) !== undefined;
