import { describe, expect, it } from 'vitest';
import { DEFAULT_LIMIT } from './list-address';
import {
  claimYearChoices,
  exportBodyOf,
  filtersFromSearchParams,
  hasFilters,
  searchParamsOf,
} from './retirement-filters';

const parse = (query: string) => filtersFromSearchParams(new URLSearchParams(query));

describe('public claimed-units table: filters kept in the address', () => {
  it('a plain /retirement is every claim, first page, default page length', () => {
    expect(parse('')).toEqual({
      retirementYear: undefined,
      search: undefined,
      after: undefined,
      before: undefined,
      limit: DEFAULT_LIMIT,
    });
    expect(searchParamsOf(parse('')).toString()).toBe('');
  });

  it('reads claim year, serial search and the keyset page, and writes them back the same', () => {
    const filters = parse('year=2026&search=%20SAFCA-2026%20&after=abc&limit=50');
    expect(filters).toEqual({
      retirementYear: 2026,
      search: 'SAFCA-2026',
      after: 'abc',
      before: undefined,
      limit: 50,
    });
    expect(searchParamsOf(filters).toString()).toBe('year=2026&search=SAFCA-2026&after=abc&limit=50');
  });

  it('values the API would refuse fall back to the defaults', () => {
    expect(parse('year=26&limit=0&search=%20')).toEqual(parse(''));
    expect(parse(`year=abc&limit=1000&after=${'x'.repeat(201)}`)).toEqual(parse(''));
    // The old offset paging's parameters are not read.
    expect(parse('page=3&pageSize=50')).toEqual(parse(''));
    expect(parse(`search=${'x'.repeat(150)}`).search).toHaveLength(100);
  });

  it('the export sends the filters of the table without its paging', () => {
    expect(exportBodyOf(parse('year=2025&search=SAFCA&after=abc'))).toEqual({
      retirementYear: 2025,
      search: 'SAFCA',
    });
    expect(exportBodyOf(parse('before=abc'))).toEqual({});
  });

  it('knows whether a filter narrows the table (for the empty state)', () => {
    expect(hasFilters(parse('after=abc'))).toBe(false);
    expect(hasFilters(parse('year=2026'))).toBe(true);
  });

  // Walked 2026-11-29: the filter offered 2028 and 2027, years no claim can have (they are disabled in the
  // claim form), so choosing one always showed an empty table.
  it('offers the claim years a claim can have: this year and ten back, newest first, no future year', () => {
    const years = claimYearChoices(2026);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(2016);
    expect(years).toHaveLength(11);
    expect(years.some((year) => year > 2026)).toBe(false);
  });
});
