import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
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
});
