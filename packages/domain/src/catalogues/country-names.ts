import countries from 'i18n-iso-countries';
import en from 'i18n-iso-countries/langs/en.json' with { type: 'json' };

// Countries are ISO 3166-1 (alpha-2 code and English short name) from i18n-iso-countries, never a
// hand-typed list. Only the English locale is registered: the registry is in English. Registration waits
// for the first use, so importing the domain runs nothing (the web tree-shakes it as pure).
// The web's build replaces this module with the table it returns, computed from the same package at build
// time (apps/web/build/country-names-table.ts): a page then carries the names, not the package's code
// tables and alternative names (2.3 instead of 9.6 kB gzipped, issue 14).

let names: Readonly<Record<string, string>> | undefined;
let codesByName: readonly string[] | undefined;

/** Every ISO 3166-1 alpha-2 code (upper case) with its English official short name. */
export function englishCountryNames(): Readonly<Record<string, string>> {
  if (!names) {
    countries.registerLocale(en);
    names = countries.getNames('en', { select: 'official' });
  }
  return names;
}

/**
 * The codes in the order of their English names ('en' collation), for selects and autocompletes. The web's
 * build computes this order too and writes its table in it, so a page sorts nothing: the first Intl.Collator
 * a page makes costs Chromium 7-11 ms of its main thread, the first sort as much again (docs/decisions/139).
 */
export function countryCodesByName(): readonly string[] {
  if (!codesByName) {
    const all = englishCountryNames();
    const byName = new Intl.Collator('en');
    codesByName = Object.keys(all).sort((a, b) => byName.compare(all[a]!, all[b]!));
  }
  return codesByName;
}
