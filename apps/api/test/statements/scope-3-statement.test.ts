import { and, eq, sql } from 'drizzle-orm';
import { CO2E_ABATED_LABEL, CO2E_ABATED_NOTE } from '@safc/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { TEST_PUBLIC_URL, build, type TestApp } from '../helpers/app';
import { readPdfLayout, readPdfText } from '../helpers/pdf-text';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

describe('Scope 3 statement: a company downloads its claimed SAFcE of a year as one PDF', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  const year = new Date().getUTCFullYear();
  const claimedSerials: string[] = [];
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // The demo claim gave SkyWays SAFcE (in its cargo account); it claims two parts of it, 40 t and 60.5 t, for this year.
    const [safce] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(
        and(
          eq(unitBlocks.accountId, ledger.skyCargo),
          eq(unitBlocks.unitType, 'SAFcE'),
          eq(unitBlocks.status, 'active'),
        ),
      );
    if (!safce) throw new Error('the demo registry gave SkyWays no SAFcE');
    let blockId = safce.id;
    for (const volume of ['40', '60.5']) {
      const claim = await call(app, PEOPLE.skyInitiator, 'POST', `/api/units/${blockId}/claim`, {
        volume,
        accountId: ledger.skyCargo,
        retirementYear: year,
        retirementCountry: 'GB',
        claimPurpose: 'international',
      });
      expect(claim.statusCode, claim.body).toBe(201);
      const signed = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
      expect(signed.json().status).toBe('completed');
      const children = await app.database.db
        .select()
        .from(unitBlocks)
        .where(eq(unitBlocks.parentId, blockId));
      const retired = children.find((child) => child.status === 'retired');
      const rest = children.find((child) => child.status === 'active');
      if (!retired || !rest) throw new Error('a claim of part of a block leaves a claimed and a held part');
      claimedSerials.push(retired.serial);
      blockId = rest.id;
    }
  });
  afterAll(() => app.close());

  it('lists each claimed SAFcE with its public link, and exact totals of tonnes and CO2e', async () => {
    const answer = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/companies/${ledger.skyWays}/scope-3-statement?year=${year}`,
    );
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.headers['content-type']).toBe('application/pdf');
    expect(answer.headers['content-disposition']).toBe(
      `attachment; filename="scope-3-statement-${year}-SkyWays-Airlines-Ltd.pdf"`,
    );
    const pdf = await readPdfText(answer.rawPayload);
    expect(pdf.text).toContain(`Scope 3 statement ${year}`);
    expect(pdf.text).toContain('SkyWays Airlines Ltd');
    expect(pdf.text).toContain('Claimed SAFcE units 2');
    expect(pdf.text).toContain('Tonnes of neat SAF 100.500 t');
    for (const serial of claimedSerials) {
      expect(pdf.text).toContain(serial);
      expect(pdf.text).toContain(`${TEST_PUBLIC_URL}/registry/${serial}`);
    }
    // CO2e follows the block's own figures: the sum the database makes of the claimed parts.
    const co2 = (await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.status, 'retired')))
      .filter((block) => claimedSerials.includes(block.serial))
      .reduce((sum, block) => sum + Math.round(Number(block.co2Abated) * 1000), 0);
    // Labelled for what it is, never as a CORSIA reduction (decision 023 §5).
    expect(pdf.text).toContain(
      `${CO2E_ABATED_LABEL} ${(co2 / 1000).toLocaleString('en-US', { minimumFractionDigits: 3 })} t`,
    );
    // The table's narrow column puts its header on two lines.
    expect(pdf.text).toMatch(/CO2e abated\s+\(well-to-wake\)/);
    expect(pdf.text).toContain(CO2E_ABATED_NOTE);
  });

  it('prints a company named in Arabic and Chinese in its fonts, the Arabic right to left (decision 080)', async () => {
    const name = 'طيران الإمارات 中国国际航空';
    const rename = (to: string, from: string) =>
      app.database.db.execute(sql`update companies set name = ${to} where name = ${from}`);
    await rename(name, 'SkyWays Airlines Ltd');
    try {
      const answer = await call(
        app,
        PEOPLE.skyInitiator,
        'GET',
        `/api/companies/${ledger.skyWays}/scope-3-statement?year=${year}`,
      );
      expect(answer.statusCode, answer.body).toBe(200);
      const [page] = await readPdfLayout(answer.rawPayload);
      const heading = page!.items.filter((item) => item.size === 13);
      expect(new Set(heading.map((item) => item.font))).toEqual(
        new Set(['NotoSansArabic-Bold', 'NotoSansSC-Bold']),
      );
      // A right-to-left name: its first word at the right, the Chinese (written left to right) at its left.
      // (pdf.js may cut an Arabic word where a letter's dots are drawn: طيران is found by its end.)
      const middle = (text: string) => {
        const item = heading.find((each) => each.text.includes(text))!;
        return item.x + item.width / 2;
      };
      expect(middle('ران')).toBeGreaterThan(middle('الإمارات'));
      expect(middle('الإمارات')).toBeGreaterThan(middle('中国国际航空'));
      expect(heading.find((item) => item.text.includes('中国国际航空'))!.x).toBeCloseTo(50, 3);
      expect((await readPdfText(answer.rawPayload)).text).toContain('中国国际航空 holds claimed');
    } finally {
      await rename('SkyWays Airlines Ltd', name);
    }
  });

  it('another year reads as none claimed; a bad year is a 400 naming the field', async () => {
    const empty = await call(
      app,
      PEOPLE.skyApprover,
      'GET',
      `/api/companies/${ledger.skyWays}/scope-3-statement?year=${year - 5}`,
    );
    expect(empty.statusCode).toBe(200);
    const { text } = await readPdfText(empty.rawPayload);
    expect(text).toContain('Claimed SAFcE units 0');
    expect(text).toContain(`No SAFcE was claimed for ${year - 5}`);
    const bad = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/companies/${ledger.skyWays}/scope-3-statement?year=soon`,
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('year');
  });

  it("refuses another company's users and anonymous callers", async () => {
    const other = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/companies/${ledger.skyWays}/scope-3-statement?year=${year}`,
    );
    expect(other.statusCode).toBe(403);
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/companies/${ledger.skyWays}/scope-3-statement?year=${year}`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(401);
  });
});
