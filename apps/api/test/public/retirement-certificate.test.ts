import { sql } from 'drizzle-orm';
import { CO2E_ABATED_LABEL, CO2E_ABATED_NOTE } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { build, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { readPdfLayout, readPdfText } from '../helpers/pdf-text';

const NAMES = { mixed: 'Łódź 中国 Aviation', hebrew: 'אל על נתיבי אויר לישראל' };

describe('Retirement certificate: one page per claimed unit, by serial or by id, no sign-in', () => {
  let app: TestApp;
  let claimed: { id: string; serial: string };
  let claimEventHash: string;
  beforeAll(async () => {
    app = await build();
    // The demo registry's claim: SkyWays claimed 150 t for this year, logistics by its own company.
    const [row] = await queryRows<{ id: string; serial: string; hash: string }>(
      app.database.db,
      sql`select b.id, b.serial, e.hash from unit_blocks b
            join events e on e.type = 'UnitClaimed' and e.payload->>'retired' = b.serial
           where b.status = 'retired' and b.unit_type = 'SAFcA' limit 1`,
    );
    if (!row) throw new Error('the demo registry has no claimed SAFcA');
    claimed = { id: row.id, serial: row.serial };
    claimEventHash = row.hash;
  });
  afterAll(() => app.close());

  it('states the claim, the fuel, the claim event hash and the public link on one page', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: `/api/public/units/${claimed.serial}/certificate`,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="retirement-certificate-${claimed.serial}.pdf"`,
    );
    const pdf = await readPdfText(answer.rawPayload);
    expect(pdf.pages).toBe(1);
    expect(pdf.title).toBe(`Retirement certificate ${claimed.serial}`);
    const page = await app.inject({ method: 'GET', url: `/api/public/units/${claimed.serial}` });
    const unit = page.json();
    for (const expected of [
      'Retirement certificate',
      claimed.serial,
      'Volume of neat SAF 150.000 t',
      // Labelled for what it is, never as a CORSIA reduction (decision 023 §5).
      `${CO2E_ABATED_LABEL} ${Number(unit.co2Abated).toLocaleString('en-US', { minimumFractionDigits: 3 })} t`,
      CO2E_ABATED_NOTE,
      `Claim year ${new Date().getUTCFullYear()}`,
      'Claimed by SkyWays Airlines Ltd',
      'Logistics provider SkyWays Airlines Ltd',
      `Fuel producer ${unit.fuel.producer}`,
      claimEventHash,
      `${TEST_PUBLIC_URL}/registry/${claimed.serial}`,
    ]) {
      expect(pdf.text).toContain(expected);
    }
    expect(pdf.text).not.toMatch(/[\w.+-]+@[\w-]+\.[\w.]+/);

    const byId = await app.inject({ method: 'GET', url: `/api/public/units/${claimed.id}/certificate` });
    expect(byId.statusCode).toBe(200);
    expect((await readPdfText(byId.rawPayload)).text).toContain(claimEventHash);
  });

  it('names a company that keeps its name private as withheld', async () => {
    await app.database.db.execute(
      sql`update companies set is_name_private = true where name = 'SkyWays Airlines Ltd'`,
    );
    const answer = await app.inject({
      method: 'GET',
      url: `/api/public/units/${claimed.serial}/certificate`,
    });
    const { text } = await readPdfText(answer.rawPayload);
    expect(text).toContain('Claimed by Name withheld by the company');
    expect(text).not.toContain('SkyWays');
    await app.database.db.execute(
      sql`update companies set is_name_private = false where name = 'SkyWays Airlines Ltd'`,
    );
  });

  it('prints a claimant named in several scripts, right to left where it is written so (decision 080)', async () => {
    /** The certificate's first page, the claimant renamed `name`. */
    const certificateOf = async (name: string) => {
      await app.database.db.execute(
        sql`update companies set name = ${name} where name in ('SkyWays Airlines Ltd', ${NAMES.mixed}, ${NAMES.hebrew})`,
      );
      const answer = await app.inject({
        method: 'GET',
        url: `/api/public/units/${claimed.serial}/certificate`,
      });
      const [page] = await readPdfLayout(answer.rawPayload);
      return { ...page!, fonts: new Set(page!.items.map((item) => item.font)) };
    };
    try {
      const mixed = await certificateOf(NAMES.mixed);
      // Every character has its glyph, each word in the first font that has it, on the line it was typed on.
      expect(mixed.lines).toContain('Claimed by Łódź 中国 Aviation');
      for (const font of ['NotoSans-Bold', 'NotoSansSC-Bold']) expect(mixed.fonts).toContain(font);

      const hebrew = await certificateOf(NAMES.hebrew);
      // The label stays at the left; the name, read from the right, reads as typed.
      expect(hebrew.linesFromTheRight).toContain('אל על נתיבי אויר לישראל Claimed by');
      expect(hebrew.fonts).toContain('NotoSansHebrew-Bold');
    } finally {
      await certificateOf('SkyWays Airlines Ltd');
    }
  });

  it('answers 404 for a unit that is not claimed and 400 naming the field for a bad reference', async () => {
    const [held] = await queryRows<{ serial: string }>(
      app.database.db,
      sql`select b.serial from unit_blocks b join issuances i on i.id = b.issuance_id and i.status = 'approved'
           where b.status = 'active' limit 1`,
    );
    const notClaimed = await app.inject({
      method: 'GET',
      url: `/api/public/units/${held?.serial}/certificate`,
    });
    expect(notClaimed.statusCode).toBe(404);
    expect(notClaimed.json()).toMatchObject({
      message: expect.stringContaining('not claimed'),
      errorId: expect.any(String),
    });
    const bad = await app.inject({ method: 'GET', url: '/api/public/units/not-a-unit/certificate' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('unit');
  });
});
