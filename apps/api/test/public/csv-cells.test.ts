import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { csvCell, csvCellSql } from '../../src/services/public/csv';
import { createTestDatabase } from '../helpers/database';

// The exports' CSV records are made by the database (stream-export.ts): each field must come out exactly as
// csvCell writes it, quoting, doubled quotes and the formula guard included.
describe('csvCellSql writes each field as csvCell does', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: false });
  });
  afterAll(() => database.close());

  const values = [
    null,
    '',
    'Nordic Renewable Fuels AS',
    'Comma, Ltd',
    'Say "hi"',
    'two\r\nlines',
    'line\nbreak',
    '=HYPERLINK("http://x")',
    '+44 20',
    '-5',
    '-12.5',
    '-x',
    '@SUM(A1)',
    '\tTabbed',
    '\rCarriage',
    '150.000',
    "O'Brien",
    'Ærø Øl',
    '-1+HYPERLINK("http://x")',
    '-1',
    '-0.001',
    '1e3',
    '-1e3',
    '\uFF1DHYPERLINK("http://x")',
    '\uFF0B1',
    '\uFF0D1+1',
    '\uFF20SUM(A1)',
    `-${'1'.repeat(60)}`,
  ];

  it.each(values.map((value) => [value]))('%j', async (value) => {
    const [row] = await queryRows<{ cell: string }>(
      database.db,
      sql`select ${csvCellSql(sql`${value}::text`)} as cell`,
    );
    expect(row?.cell).toBe(csvCell(value));
  });
});

// Issue 39: the guard let a cell starting with '-' and a digit through, so '-1+HYPERLINK(...)' reached every
// visitor opening the public retirements CSV as a live formula. OWASP's rule: a cell starting with =, +, -,
// @, a tab or a CR (and their full-width forms) is quoted; only a whole plain number stays a number.
describe('csvCell neutralises every cell a spreadsheet would run as a formula', () => {
  it.each([
    ['-1+HYPERLINK("http://x")', `"'-1+HYPERLINK(""http://x"")"`],
    ['-2-3', "'-2-3"],
    ['=1+1', "'=1+1"],
    ['+1', "'+1"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\tTabbed', "'\tTabbed"],
    ['\rCarriage', `"'\rCarriage"`],
    ['\uFF1D1+1', "'\uFF1D1+1"],
    ['\uFF0B1', "'\uFF0B1"],
    ['\uFF0D1', "'\uFF0D1"],
    ['\uFF20SUM(A1)', "'\uFF20SUM(A1)"],
  ])('%j is written %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });

  it.each([
    ['-5', '-5'],
    ['-12.50', '-12.50'],
    ['150.000', '150.000'],
    [-3, '-3'],
  ] as const)('a plain number %j stays a number: %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});
