import { PublicUnitListQuerySchema } from '@safc/domain';
import { describe, expect, it } from 'vitest';
import { unitListStateOf } from './unit-list-filters';

// The page reads its address by hand (no zod on the public path, issue 14); the API reads the same
// parameters with PublicUnitListQuerySchema. Both must keep and refuse the same values.
function bySchema(params: URLSearchParams) {
  const raw: Record<string, string> = {};
  for (const [key, value] of params) {
    if (value === '' || !(key in PublicUnitListQuerySchema.shape)) continue;
    const field = PublicUnitListQuerySchema.shape[key as keyof typeof PublicUnitListQuerySchema.shape];
    if (field.safeParse(value).success) raw[key] = value;
  }
  return PublicUnitListQuerySchema.parse(raw);
}

const SAMPLES: Record<string, string[]> = {
  unitType: ['SAFcA', 'SAFcE', 'safca', 'X'],
  status: ['active', 'retired', 'expired', 'pending', ''],
  issuanceYear: ['2024', ' 2024 ', '1999', '2024.5', '10000', 'abc', '2e3'],
  scheme: ['ISCC', '  RSB  ', ' ', 'x'.repeat(40), 'x'.repeat(41)],
  feedstock: ['Used cooking oil', 'y'.repeat(201), '   '],
  country: ['de', ' FR ', 'DEU', 'd1'],
  search: ['SAFC-2024', '  Neste ', 'bad\u0000text', 'lone\ud800', 's'.repeat(100), 's'.repeat(101)],
  sort: ['issued-asc', 'volume-desc', 'serial-desc', 'random'],
  after: ['abc', 'c'.repeat(200), 'c'.repeat(201)],
  before: ['xyz'],
  limit: ['25', '100', '0', '101', '50.5', 'ten'],
};

describe('unitListStateOf', () => {
  it('keeps and refuses exactly what the API schema does', () => {
    for (const [key, values] of Object.entries(SAMPLES)) {
      for (const value of values) {
        const params = new URLSearchParams({ [key]: value });
        expect(unitListStateOf(params), `${key}=${JSON.stringify(value)}`).toEqual(bySchema(params));
      }
    }
  });

  it('reads a whole address', () => {
    const params = new URLSearchParams(
      'unitType=SAFcE&status=retired&country=se&search=%20N&limit=50&sort=bogus',
    );
    expect(unitListStateOf(params)).toEqual(bySchema(params));
    expect(unitListStateOf(params)).toEqual({
      unitType: 'SAFcE',
      status: 'retired',
      country: 'SE',
      search: 'N',
      limit: 50,
      sort: 'issued-desc',
    });
  });
});
