import type { Plugin } from 'vite';
import {
  countryCodesByName,
  englishCountryNames,
} from '../../../packages/domain/src/catalogues/country-names';

// The domain names countries through i18n-iso-countries (packages/domain/src/catalogues/country-names.ts),
// whose browser build carries every locale-independent code table (alpha-3, numeric) and each country's
// alternative names: 9.6 kB gzipped on /registry, /retirement and a unit's page. The web needs only the
// English official names, so the build replaces that module with the table it returns, computed here by the
// same function from the same package: the names cannot differ from the API's (certificates, invoices). It
// writes them in the order of the names, so that a page lists countries without sorting (decision 139).
const MODULE = /[\\/]packages[\\/]domain[\\/]src[\\/]catalogues[\\/]country-names\.ts$/;

export function countryNamesTable(): Plugin {
  return {
    name: 'safc-country-names-table',
    apply: 'build',
    enforce: 'pre',
    load(id) {
      if (!MODULE.test(id)) return null;
      // The table in the order of the names, computed here once: a string key that is not an array index keeps
      // the order it was written in (ECMAScript's OrdinaryOwnPropertyKeys), so its keys are that order.
      const names = englishCountryNames();
      const table = JSON.stringify(
        Object.fromEntries(countryCodesByName().map((code) => [code, names[code]])),
      );
      return [
        `const NAMES = Object.freeze(${table});`,
        'export function englishCountryNames() { return NAMES; }',
        'export function countryCodesByName() { return Object.keys(NAMES); }',
        '',
      ].join('\n');
    },
  };
}
