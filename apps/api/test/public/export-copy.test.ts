import { buffer, text } from 'node:stream/consumers';
import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { exportPublicUnits } from '../../src/services/public/export-public-units';
import { exportRetirements } from '../../src/services/public/public-retirements';
import { republish } from '../../src/services/public-log/republish';
import { createTestDatabase } from '../helpers/database';

// On PostgreSQL a CSV export is PostgreSQL's own bytes passed through (COPY TO STDOUT, db/copy-out.ts); on
// PGlite, and wherever no pool is given, it is read through a cursor. Both must give the same file, byte for
// byte: the same columns, quoting, formula guard and CRLF line ends, whatever people typed.
const producers = [
  null,
  '',
  'Nordic Renewable Fuels AS',
  'Comma, Ltd',
  'Say "hi"',
  'two\r\nlines',
  'line\nbreak',
  '=HYPERLINK("http://x")',
  '@SUM(A1)',
  '\tTabbed',
  'back\\slash \\N',
  "O'Brien",
  'Ærø Øl — 燃料',
  'Fish & <Chips> "Ltd" \'s',
  '  spaced  ',
  '</t></is></c><c><v>1</v></c>',
  'bell\u0007 and form\u000cfeed',
];
/** Enough rows that the file spans many of COPY out's 64 kB chunks. */
const ROWS = 3_000;

describe('CSV exports: COPY out and the cursor give the same file', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    // The claimed-units table is published from the ledger by the job (decision 110): the demo's claims.
    await republish(database.db);
    await database.db.execute(sql`
      insert into public_units (block_id, serial, issuance_id, unit_type, status, type_code, volume, co2_abated,
                                issued_at, issuance_year, production_year, fuel_producer, feedstock, scheme, countries,
                                retired_at)
      select gen_random_uuid(), 'SAFCA-2031-' || lpad(n::text, 9, '0'), gen_random_uuid(), 'SAFcA',
             (case when n % 2 = 0 then 'retired' else 'active' end)::unit_block_status, 'SAFcA-A2-VAL',
             n / 7.0 + 0.001, n / 3.0, timestamptz '2031-01-01' + n * interval '1 hour', 2031, 2030,
             (${JSON.stringify(producers)}::jsonb ->> (n % ${producers.length})),
             case when n % 5 = 0 then null else 'Used cooking oil, "UCO"' end, 'ISCC EU',
             case when n % 3 = 0 then '{}'::text[] else array['NO', 'SE'] end,
             case when n % 2 = 0 then timestamptz '2031-06-01' + n * interval '1 minute' end
        from generate_series(1, ${ROWS}) n`);
  });
  afterAll(() => database.close());

  /** The export read both ways: through COPY (when the database has a pool) and through the cursor. */
  const both = async (run: (source: Database) => NodeJS.ReadableStream) => ({
    copy: await text(run(database)),
    cursor: await text(run({ ...database, pool: undefined, readPool: undefined })),
  });

  it('the unit list, every row and filtered, the same file both ways', async () => {
    for (const filters of [
      {},
      { status: 'retired' as const, country: 'NO' },
      { search: "O'Brien" },
      { search: "safca-2031-0000001'\\%" },
    ]) {
      const { copy, cursor } = await both((source) => exportPublicUnits(source, filters, 'csv'));
      expect(copy).toBe(cursor);
      expect(copy.startsWith('Serial,Unit type,Type code,Status,Volume (t),')).toBe(true);
      if (Object.keys(filters).length === 0) {
        expect(copy.split('\r\n').length).toBeGreaterThan(ROWS);
        expect(copy).toContain('"two\r\nlines"');
        expect(copy).toContain('\'=HYPERLINK(""http://x"")');
        expect(copy).toContain('back\\slash \\N');
        expect(copy).toContain('Ærø Øl — 燃料');
      }
    }
  });

  it('the claimed-units table, the same file both ways', async () => {
    const { copy, cursor } = await both((source) => exportRetirements(source, {}, 'csv'));
    expect(copy).toBe(cursor);
    expect(copy.split('\r\n')[1]).toMatch(/^SAFC[AE]-/);
  });

  /** Every row of the unit list's export as exceljs reads the workbook back. */
  async function sheetValues(source: Database, filters: Parameters<typeof exportPublicUnits>[1]) {
    const workbook = new ExcelJS.Workbook();
    const file = await buffer(exportPublicUnits(source, filters, 'xlsx'));
    await workbook.xlsx.load(file as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Units');
    const rows: unknown[][] = [];
    sheet?.eachRow({ includeEmpty: true }, (row) => {
      rows.push(Array.from({ length: 13 }, (_, index) => row.getCell(index + 1).value));
    });
    return rows;
  }

  it('XLSX: the worksheet made by the database holds every value, numbers as numbers, both ways', async () => {
    const expected = await queryRows<{
      serial: string;
      volume: string;
      fuel_producer: string | null;
      feedstock: string | null;
      countries: string;
      retired: string | null;
    }>(
      database.db,
      sql`
      select serial, volume::text, fuel_producer, feedstock, array_to_string(countries, ' ') as countries,
             to_char(retired_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as retired
        from public_units order by serial`,
    );
    for (const source of [database, { ...database, pool: undefined, readPool: undefined }]) {
      const [header, ...rows] = await sheetValues(source, {});
      expect(header?.slice(0, 5)).toEqual(['Serial', 'Unit type', 'Type code', 'Status', 'Volume (t)']);
      expect(rows).toHaveLength(expected.length);
      expected.forEach((unit, index) => {
        const row = rows[index] ?? [];
        expect(row[0]).toBe(unit.serial);
        expect(row[4]).toBe(Number(unit.volume));
        // Markup, quotes, spaces, line ends and any script are text as typed; controls XML cannot hold dropped.
        // (exceljs reads an empty text cell as no value, as it reads a missing one.)
        const typed =
          unit.fuel_producer === 'bell\u0007 and form\u000cfeed' ? 'bell and formfeed' : unit.fuel_producer;
        expect(row[8] ?? '').toBe(typed ?? '');
        expect(row[9]).toBe(unit.feedstock);
        expect(row[10] ?? '').toBe(unit.countries);
        expect(row[12]).toBe(unit.retired);
      });
      expect(rows.map((row) => row[8])).toContain('Fish & <Chips> "Ltd" \'s');
      expect(rows.map((row) => row[8])).toContain('two\r\nlines');
    }
    const [, ...claimed] = await sheetValues(database, { status: 'retired', country: 'NO' });
    expect(claimed.length).toBeGreaterThan(0);
    expect(claimed.every((row) => row[3] === 'retired' && String(row[10]).includes('NO'))).toBe(true);
  });

  it.runIf(process.env.DATABASE_URL)(
    'a cancelled download closes its connection, and the next export runs',
    async () => {
      const pool = database.pool;
      if (!pool) throw new Error('PostgreSQL has a pool');
      for (const format of ['csv', 'xlsx'] as const) {
        const stream = exportPublicUnits(database, {}, format);
        // Read past the heading, so that the COPY is under way, then stop as a closed browser tab would.
        let bytes = 0;
        for await (const chunk of stream) {
          bytes += (chunk as Buffer).length;
          if (bytes > (format === 'csv' ? 100_000 : 20_000)) break;
        }
        await expect.poll(() => pool.totalCount - pool.idleCount).toBe(0);
      }
      const again = await text(exportPublicUnits(database, { status: 'retired' }, 'csv'));
      expect(again.split('\r\n').length).toBeGreaterThan(ROWS / 2);
    },
  );
});
