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
  ];

  it.each(values.map((value) => [value]))('%j', async (value) => {
    const [row] = await queryRows<{ cell: string }>(
      database.db,
      sql`select ${csvCellSql(sql`${value}::text`)} as cell`,
    );
    expect(row?.cell).toBe(csvCell(value));
  });
});
