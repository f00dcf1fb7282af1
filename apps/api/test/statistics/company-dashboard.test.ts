import Decimal from 'decimal.js';
import type { CompanyDashboard } from '@safc/domain';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { queryRows } from '../../src/db/query-rows';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

describe("Company dashboard: a company's own positions over time, for its members only (issue 42)", () => {
  let app: TestApp;
  let ledger: DemoLedger;
  const year = new Date().getUTCFullYear();
  const thisMonth = new Date().toISOString().slice(0, 7);
  const dashboard = async (email: string, companyId: string, query = '') => {
    const answer = await call(app, email, 'GET', `/api/companies/${companyId}/dashboard${query}`);
    return answer;
  };
  const sumOf = (rows: Array<Record<string, unknown>>, field: string) =>
    rows.reduce((sum, row) => sum.plus(String(row[field])), new Decimal(0)).toFixed(3);

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // SkyWays claims 40 t of the SAFcE the demo gave it, for this year: its Scope 3 statement's figures.
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
    const claim = await call(app, PEOPLE.skyInitiator, 'POST', `/api/units/${safce!.id}/claim`, {
      volume: '40',
      accountId: ledger.skyCargo,
      retirementYear: year,
      retirementCountry: 'GB',
      claimPurpose: 'international',
    });
    expect(claim.statusCode, claim.body).toBe(201);
    await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
  });
  afterAll(() => app.close());

  it("this month's holdings by status are what the company's blocks hold now", async () => {
    const answer = await dashboard(PEOPLE.skyApprover, ledger.skyWays);
    expect(answer.statusCode, answer.body).toBe(200);
    const body: CompanyDashboard = answer.json();
    expect(body.company.name).toBe('SkyWays Airlines Ltd');
    const now = body.holdings.at(-1)!;
    expect(now.month).toBe(thisMonth);
    const [held] = await queryRows<{ active: string; claimed: string; expired: string }>(
      app.database.db,
      sql`select coalesce(sum(b.volume) filter (where b.status = 'active'), 0)::numeric(20, 3)::text as active,
                 coalesce(sum(b.volume) filter (where b.status = 'retired'), 0)::numeric(20, 3)::text as claimed,
                 coalesce(sum(b.volume) filter (where b.status = 'expired'), 0)::numeric(20, 3)::text as expired
            from unit_blocks b join accounts a on a.id = b.account_id where a.company_id = ${ledger.skyWays}`,
    );
    expect(now).toEqual({ month: thisMonth, ...held });
    // Months run without a gap from the company's first unit to this one.
    const months = body.holdings.map((row) => row.month);
    expect(months).toEqual([...months].sort());
    expect(new Set(months).size).toBe(months.length);
  });

  it('claimed per month and CO2e abated by claim year add up to every claimed block; the Scope 3 figures are the statement', async () => {
    const body: CompanyDashboard = (await dashboard(PEOPLE.skyInitiator, ledger.skyWays)).json();
    const [claimed] = await queryRows<{ volume: string; co2: string; units: string }>(
      app.database.db,
      sql`select coalesce(sum(b.volume), 0)::numeric(20, 3)::text as volume,
                 coalesce(sum(b.co2_abated), 0)::numeric(20, 3)::text as co2, count(*) as units
            from unit_blocks b join accounts a on a.id = b.account_id
           where a.company_id = ${ledger.skyWays} and b.status = 'retired'`,
    );
    expect(sumOf(body.movements, 'claimed')).toBe(claimed!.volume);
    expect(sumOf(body.abatedByClaimYear, 'co2eAbatedTonnes')).toBe(claimed!.co2);
    expect(body.abatedByClaimYear.reduce((sum, row) => sum + row.units, 0)).toBe(Number(claimed!.units));
    // SkyWays received the demo's transfer from Nordic: received, never issued (it issues nothing).
    expect(new Decimal(sumOf(body.movements, 'received')).greaterThan(0)).toBe(true);
    expect(sumOf(body.movements, 'issued')).toBe('0.000');
    expect(body.scope3).toMatchObject({ year, volume: '40.000', units: 1 });
    expect(body.scope3.years).toContain(year);
    const other = (await dashboard(PEOPLE.skyInitiator, ledger.skyWays, `?year=${year - 5}`)).json();
    expect(other.scope3).toMatchObject({ year: year - 5, volume: '0.000', units: 0 });
    const safca = (await dashboard(PEOPLE.skyInitiator, ledger.skyWays, '?type=SAFcA')).json();
    expect(new Decimal(sumOf(safca.movements, 'claimed')).lessThan(sumOf(body.movements, 'claimed'))).toBe(
      true,
    );
  });

  it("Nordic's transfer to SkyWays reads as transferred on Nordic's dashboard", async () => {
    const body: CompanyDashboard = (await dashboard(PEOPLE.nordicInitiator, ledger.nordic)).json();
    expect(new Decimal(sumOf(body.movements, 'issued')).greaterThan(0)).toBe(true);
    expect(new Decimal(sumOf(body.movements, 'transferred')).greaterThan(0)).toBe(true);
  });

  it("another company's dashboard is refused and shows nothing of it; a bad year names the field", async () => {
    for (const [email, companyId] of [
      [PEOPLE.nordicInitiator, ledger.skyWays],
      [PEOPLE.skyApprover, ledger.nordic],
    ] as const) {
      const refused = await dashboard(email, companyId);
      expect(refused.statusCode).toBe(403);
      expect(refused.body).not.toContain('SkyWays Airlines Ltd');
      expect(refused.body).not.toContain('holdings');
    }
    const anonymous = await app.inject({
      method: 'GET',
      url: `/api/companies/${ledger.skyWays}/dashboard`,
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(anonymous.statusCode).toBe(401);
    const bad = await dashboard(PEOPLE.skyInitiator, ledger.skyWays, '?year=soon');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('year');
  });
});
