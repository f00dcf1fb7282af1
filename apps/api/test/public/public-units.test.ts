import { sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { republish } from '../../src/services/public-log/republish';
import { build, type TestApp } from '../helpers/app';

describe('Public units and retirements: no sign-in, no internal notes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
    await publishPublicEvents(app.database.db, await app.logSigner());
  });
  afterAll(() => app.close());

  it('lists held and claimed units and shows one without holders or notes', async () => {
    const list = await app.inject({ method: 'GET', url: '/api/public/units' });
    expect(list.statusCode, list.body).toBe(200);
    const [first] = list.json().items;
    expect(first).toMatchObject({ serial: expect.stringMatching(/^SAFC[AE]-/), volume: expect.any(String) });
    expect(first).not.toHaveProperty('comment');
    expect(first).not.toHaveProperty('reservedVolume');
    expect(first).not.toHaveProperty('accountId');
    const one = await app.inject({ method: 'GET', url: `/api/public/unit/${first.id}` });
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json()).not.toHaveProperty('holders');
    expect(one.json()).not.toHaveProperty('comment');
    const missing = await app.inject({
      method: 'GET',
      url: '/api/public/unit/00000000-0000-4000-8000-000000000000',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('the retirement table names the logistics provider, and exports as CSV', async () => {
    const retirements = await app.inject({ method: 'GET', url: '/api/public/retirements' });
    expect(retirements.json().items[0]).toMatchObject({
      claimantName: 'SkyWays Airlines Ltd',
      logisticsProviderName: 'SkyWays Airlines Ltd',
      volume: '150.000',
      fuelProducingCompanyName: expect.any(String),
    });
    const csv = await app.inject({
      method: 'POST',
      url: '/api/public/export',
      payload: { retirementYear: new Date().getUTCFullYear() },
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toMatch(/attachment/);
    expect(csv.body.split('\r\n')[0]).toMatch(/^Serial,Unit type,/);
    expect(csv.body.split('\r\n')[0]).toContain(',Fuel producing company,');
    const everything = await app.inject({ method: 'POST', url: '/api/public/export' });
    expect(everything.statusCode, everything.body).toBe(200);
  });

  it('exports the unit list under its filters as CSV and XLSX, streamed from a cursor', async () => {
    const csv = await app.inject({ method: 'GET', url: '/api/public/units/export?status=retired' });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="safc-units.csv"');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/^Serial,Unit type,Type code,Status,Volume \(t\),/);
    const claimed = await app.inject({ method: 'GET', url: '/api/public/units?status=retired&limit=100' });
    expect(rows.map((row) => row.split(',')[0]).sort()).toEqual(
      claimed
        .json()
        .items.map((unit: { serial: string }) => unit.serial)
        .sort(),
    );
    const xlsx = await app.inject({ method: 'GET', url: '/api/public/units/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    // An XLSX workbook is a zip archive.
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('exports the claimed-units table under its filters as CSV and XLSX, streamed, every row', async () => {
    const year = new Date().getUTCFullYear();
    const csv = await app.inject({
      method: 'GET',
      url: `/api/public/retirements/export?retirementYear=${year}`,
    });
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-disposition']).toBe('attachment; filename="safc-retirements.csv"');
    const [header, ...rows] = csv.body.trim().split('\r\n');
    expect(header).toMatch(/^Serial,Unit type,Type code,Volume \(t\),/);
    const table = await app.inject({ method: 'GET', url: `/api/public/retirements?retirementYear=${year}` });
    expect(rows.map((row) => row.split(',')[0])).toEqual(
      table.json().items.map((item: { serial: string }) => item.serial),
    );
    // The same row as the table shows it, the claim time in ISO 8601.
    expect(rows[0]).toContain(`,${table.json().items[0].retiredAt},`);
    const none = await app.inject({
      method: 'GET',
      url: '/api/public/retirements/export?retirementYear=1990',
    });
    expect(none.body.trim().split('\r\n')).toHaveLength(1);
    const xlsx = await app.inject({ method: 'GET', url: '/api/public/retirements/export?format=xlsx' });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-disposition']).toBe('attachment; filename="safc-retirements.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Claimed units');
    expect(sheet?.getRow(1).getCell(1).value).toBe('Serial');
    expect(sheet?.getRow(2).getCell(1).value).toBe(table.json().items[0].serial);
    expect(sheet?.getRow(2).getCell(4).value).toBe(Number(table.json().items[0].volume));
    const bad = await app.inject({ method: 'GET', url: '/api/public/retirements/export?format=pdf' });
    expect(bad.statusCode).toBe(400);
  });

  /** Every serial of a list read a page at a time with `after`, then back again with `before`. */
  async function pageThrough(path: string): Promise<{ forwards: string[]; backwards: string[] }> {
    type Page = { items: { serial: string }[]; nextCursor: string | null; prevCursor: string | null };
    const get = async (query: string): Promise<Page> => {
      const response = await app.inject({ method: 'GET', url: `${path}?limit=2${query}` });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json()).not.toHaveProperty('total');
      return response.json();
    };
    const forwards: string[] = [];
    let page = await get('');
    expect(page.prevCursor).toBeNull();
    forwards.push(...page.items.map((item) => item.serial));
    while (page.nextCursor) {
      page = await get(`&after=${page.nextCursor}`);
      forwards.push(...page.items.map((item) => item.serial));
    }
    const backwards = page.items.map((item) => item.serial);
    while (page.prevCursor) {
      page = await get(`&before=${page.prevCursor}`);
      backwards.unshift(...page.items.map((item) => item.serial));
    }
    return { forwards, backwards };
  }

  // Last in the file: it claims more of the seed's blocks (two at the same moment, so the serial breaks the tie).
  it('pages the unit list and the claimed-units table by cursor, forwards and back, every row once', async () => {
    await app.database.db.execute(sql`
      update unit_blocks b set status = 'retired', claim = '{"retirementYear": 2026}'::jsonb,
             retired_at = timestamptz '2026-03-01' + (s.n / 2) * interval '1 day'
        from (select id, row_number() over (order by serial) as n from unit_blocks where status = 'active'
               order by serial limit 5) s
       where b.id = s.id`);
    // Written behind the publishing job's back: republished as an operator would (npm run republish).
    await republish(app.database.db);
    for (const path of ['/api/public/units', '/api/public/retirements']) {
      const whole = await app.inject({ method: 'GET', url: `${path}?limit=100` });
      const serials = whole.json().items.map((item: { serial: string }) => item.serial);
      expect(serials.length, path).toBeGreaterThan(2);
      const { forwards, backwards } = await pageThrough(path);
      expect(forwards, path).toEqual(serials);
      expect(backwards, path).toEqual(serials);
    }
    // The table's order is the newest claim first.
    const table = await app.inject({ method: 'GET', url: '/api/public/retirements?limit=100' });
    const times = table.json().items.map((item: { retiredAt: string }) => item.retiredAt);
    expect(times).toEqual([...times].sort().reverse());
    // A cursor of the unit list is not one of the table's: 400 naming the field.
    const units = await app.inject({ method: 'GET', url: '/api/public/units?limit=1' });
    const foreign = await app.inject({
      method: 'GET',
      url: `/api/public/retirements?after=${units.json().nextCursor}`,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toMatchObject({ statusCode: 400, errorId: expect.any(String) });
    expect(foreign.json().message).toContain('after');
  });
});
