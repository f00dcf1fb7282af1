import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// Countries are ISO 3166-1 (alpha-2 code and English short name) from i18n-iso-countries, never a
// hand-typed list. Only the English locale is registered: the registry is in English.
countries.registerLocale(en);

export interface Country {
  /** ISO 3166-1 alpha-2, e.g. 'NL'. */
  code: string;
  name: string;
}

export const COUNTRIES: readonly Country[] = Object.entries(countries.getNames('en', { select: 'official' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

export const isCountryCode = (code: string): boolean =>
  countries.getName(code.toUpperCase(), 'en') !== undefined;

export const countryName = (code: string): string | undefined => countries.getName(code.toUpperCase(), 'en');
