import { describe, expect, it } from 'vitest';
import {
  countryCodesByName,
  englishCountryNames,
} from '../../../../packages/domain/src/catalogues/country-names';
import { countryNamesTable } from '../../build/country-names-table';

// The build replaces the domain's country-names module with a table written in the order of the names
// (docs/decisions/139): pages list countries without an Intl.Collator. The table must give the same names in
// the same order as the domain computes them on the API.
describe("the build's country names table", () => {
  const plugin = countryNamesTable();
  const load = plugin.load as (id: string) => string | null;
  const source = load('/repo/packages/domain/src/catalogues/country-names.ts') ?? '';
  const built = new Function(
    `${source.replaceAll('export function', 'function')}\nreturn { englishCountryNames, countryCodesByName };`,
  )() as { englishCountryNames(): Record<string, string>; countryCodesByName(): string[] };

  it('holds the same names and lists them in the same order, Afghanistan and Åland Islands first', () => {
    expect(built.englishCountryNames()).toEqual(englishCountryNames());
    expect(built.countryCodesByName()).toEqual(countryCodesByName());
    expect(built.countryCodesByName().slice(0, 3)).toEqual(['AF', 'AX', 'AL']);
  });
  it('is loaded for that module only', () => {
    expect(load('/repo/packages/domain/src/catalogues/countries.ts')).toBeNull();
  });
});
