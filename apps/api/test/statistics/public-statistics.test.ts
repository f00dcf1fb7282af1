import Decimal from 'decimal.js';
import { STATISTICS_DIMENSIONS, type LandingStatistics, type StatisticsSeries } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicLogState } from '../../src/db/schema';
import { queryRows } from '../../src/db/query-rows';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { rebuildPublicStatistics } from '../../src/services/public-log/refresh-public-statistics';
import { build, type TestApp } from '../helpers/app';
import { everyUnitOperation } from '../ledger/every-unit-operation';
import { demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

describe('Public statistics kept by the publishing job (issue 42, decision 113)', () => {
  let app: TestApp;
  let ledger: DemoLedger;

  const publish = async () => publishPublicEvents(app.database.db, await app.logSigner());
  const series = async (query: string): Promise<StatisticsSeries> => {
    const answer = await app.inject({ method: 'GET', url: `/api/public/statistics/series?${query}` });
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json();
  };
  const landing = async (): Promise<LandingStatistics> => {
    const [state] = await app.database.db.select().from(publicLogState).where(eq(publicLogState.id, 1));
    return state?.statistics as LandingStatistics;
  };
  const total = (
    items: StatisticsSeries['items'],
    field: 'issuedTonnes' | 'claimedTonnes' | 'co2eAbatedTonnes',
  ) => items.reduce((sum, item) => sum.plus(item[field]), new Decimal(0)).toFixed(3);
  /** Every row of the sums, in one order, without rows that add nothing. */
  const sums = () =>
    queryRows(
      app.database.db,
      sql`select dimension, month::text, unit_type::text, key, issued_tonnes::text, claimed_tonnes::text,
                 co2e_abated_tonnes::text, units
            from public_statistics
           where issued_tonnes <> 0 or claimed_tonnes <> 0 or co2e_abated_tonnes <> 0 or units <> 0
           order by 1, 2, 3, 4`,
    );
  /** The sums the job kept by deltas equal a recount of every block. */
  const expectSumsAreARecount = async () => {
    await publish();
    const kept = await sums();
    await rebuildPublicStatistics(app.database.db);
    expect(await sums()).toEqual(kept);
  };
  const expectLandingFigures = async () => {
    await publish();
    const { safCaVolume, co2Abated } = await landing();
    for (const by of ['month', 'feedstock', 'process'] as const) {
      const { items } = await series(`by=${by}&type=SAFcA`);
      expect(total(items, 'issuedTonnes'), by).toBe(safCaVolume);
      expect(total(items, 'co2eAbatedTonnes'), by).toBe(co2Abated);
    }
  };

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await publish();
  });
  afterAll(() => app.close());

  it('over the whole range the sums by month, feedstock and process equal the landing figures (SAFcA, as they count)', async () => {
    await expectLandingFigures();
    const { items } = await series('by=month');
    expect(items.length).toBeGreaterThan(0);
    expect(new Decimal(total(items, 'claimedTonnes')).greaterThan(0)).toBe(true);
  });

  it('kept by deltas, the sums equal a recount after issue, split, transfer, claim, unbundle, remove and expire', async () => {
    await expectSumsAreARecount();
    const before = await series('by=month');
    const claimedInNorway = async () =>
      (await series('by=claimCountry')).items.find((item) => item.key === 'NO')?.claimedTonnes ?? '0.000';
    const norwayBefore = await claimedInNorway();
    await everyUnitOperation(app, ledger, async (operation) => {
      await expectSumsAreARecount();
      if (operation === 'issued') expect(await series('by=month')).not.toEqual(before);
      if (operation === 'claimed') {
        expect(await claimedInNorway()).toBe(new Decimal(norwayBefore).plus(2).toFixed(3));
        const norway = (await series('by=claimCountry')).items.find((item) => item.key === 'NO');
        expect(norway).toMatchObject({ label: 'Norway', issuedTonnes: '0.000' });
      }
      if (operation === 'unbundled') {
        const safce = (await series('by=month&type=SAFcE')).items;
        expect(Number(total(safce, 'issuedTonnes'))).toBeGreaterThanOrEqual(3);
      }
    });
    await expectLandingFigures();
  });

  it('a period and a unit type narrow every series; each grouping answers in its order', async () => {
    const all = await series('by=month');
    const months = all.items.map((item) => item.key);
    expect(months).toEqual([...months].sort());
    const last = months.at(-1)!;
    const narrowed = await series(`by=month&from=${last}&to=${last}`);
    expect(narrowed.items.map((item) => item.key)).toEqual([last]);
    expect(narrowed.items[0]).toEqual(all.items.at(-1));
    for (const by of STATISTICS_DIMENSIONS) {
      const whole = await series(`by=${by}`);
      const [safca, safce] = [await series(`by=${by}&type=SAFcA`), await series(`by=${by}&type=SAFcE`)];
      // The two unit types add up to the series of both.
      expect(
        new Decimal(total(safca.items, 'claimedTonnes')).plus(total(safce.items, 'claimedTonnes')).toFixed(3),
        by,
      ).toBe(total(whole.items, 'claimedTonnes'));
      expect(whole.by).toBe(by);
      for (const item of whole.items) expect(item.label, `${by} ${item.key}`).not.toBe('');
    }
    const reduction = (await series('by=reduction')).items.map((item) => Number(item.key));
    expect(reduction).toEqual([...reduction].sort((a, b) => a - b));
    expect((await series('by=month&from=2000-01&to=2000-12')).items).toEqual([]);
  });

  it("a series made from the process's copy of the sums is the database's own sum over them (decision 133)", async () => {
    await publish();
    const months = (await series('by=month')).items.map((item) => item.key);
    const [first, last] = [months[0]!, months.at(-1)!];
    for (const by of STATISTICS_DIMENSIONS)
      for (const [from, to] of [
        [undefined, undefined],
        [first, first],
        [last, undefined],
        [undefined, first],
      ])
        for (const type of [undefined, 'SAFcA', 'SAFcE']) {
          const query = new URLSearchParams({
            by,
            ...(from && { from }),
            ...(to && { to }),
            ...(type && { type }),
          });
          const inDatabase = await queryRows<{ key: string }>(
            app.database.db,
            sql`select key, sum(issued_tonnes)::numeric(20, 3)::text as "issuedTonnes",
                       sum(claimed_tonnes)::numeric(20, 3)::text as "claimedTonnes",
                       sum(co2e_abated_tonnes)::numeric(20, 3)::text as "co2eAbatedTonnes", sum(units)::int as units
                  from public_statistics
                 where dimension = ${by} and (${from ?? null}::text is null or month >= (${from ?? null} || '-01')::date)
                   and (${to ?? null}::text is null or month <= (${to ?? null} || '-01')::date)
                   and (${type ?? null}::text is null or unit_type::text = ${type ?? null})
                 group by key
                having sum(issued_tonnes) <> 0 or sum(claimed_tonnes) <> 0 or sum(units) <> 0`,
          );
          const answered = (await series(query.toString())).items.map(({ label: _label, ...item }) => item);
          const byKey = (a: { key: string }, b: { key: string }) => (a.key < b.key ? -1 : 1);
          expect([...answered].sort(byKey), query.toString()).toEqual([...inDatabase].sort(byKey));
        }
  });

  it('refuses what it cannot answer, naming the field, and revalidates with the publication', async () => {
    for (const [query, field] of [
      ['by=company', 'by'],
      ['', 'by'],
      ['by=month&from=2026-13', 'from'],
      ['by=month&from=2026-05&to=2026-04', 'to'],
      ['by=month&type=SAFcX', 'type'],
      [`by=month&from=${'9'.repeat(5000)}`, 'from'],
    ] as const) {
      const answer = await app.inject({ method: 'GET', url: `/api/public/statistics/series?${query}` });
      expect(answer.statusCode, query).toBe(400);
      expect(answer.body, query).toContain(field);
    }
    const first = await app.inject({ method: 'GET', url: '/api/public/statistics/series?by=tier' });
    expect(first.headers.etag).toBeTruthy();
    const again = await app.inject({
      method: 'GET',
      url: '/api/public/statistics/series?by=tier',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('names no company: every key is a month, a catalogue value, a band or a country', async () => {
    const companies = await queryRows<{ name: string }>(app.database.db, sql`select name from companies`);
    for (const by of STATISTICS_DIMENSIONS) {
      const body = JSON.stringify(await series(`by=${by}`));
      for (const { name } of companies) expect(body, `${by} ${name}`).not.toContain(name);
    }
  });
});
