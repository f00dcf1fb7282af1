import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import { republish } from '../../src/services/public-log/republish';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

// Decision 110: the claimed-units table, its filters, its search and its export read public_claims, which the
// publishing job keeps under the private-name rule (decision 095); npm run republish rebuilds it.

type Row = { serial: string; claimantName: string; fuelProducingCompanyName: string | null };
type Page = { items: Row[]; nextCursor: string | null };

describe('The published claimed units (public_claims)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let claimed: string;
  const publish = async () => publishPublicEvents(app.database.db, await app.logSigner());
  const get = async (url: string) => app.inject({ method: 'GET', url });
  const table = async (query = ''): Promise<Page> =>
    (await get(`/api/public/retirements?limit=100${query}`)).json();
  const csvOf = async (query = '') => (await get(`/api/public/retirements/export?format=csv${query}`)).body;

  /** Each published table's columns, keys and indexes as the catalog describes them. */
  const publishedTableShapes = async () =>
    queryRows<Record<string, unknown>>(
      app.database.db,
      sql`select c.relname as table, n.nspname as schema, c.relacl::text as privileges,
                 (select json_agg(json_build_array(a.attname, format_type(a.atttypid, a.atttypmod), a.attnotnull,
                                                   a.attgenerated, pg_get_expr(d.adbin, d.adrelid)) order by a.attnum)
                    from pg_attribute a left join pg_attrdef d on d.adrelid = a.attrelid and d.adnum = a.attnum
                   where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped) as columns,
                 (select json_agg(json_build_array(k.conname, pg_get_constraintdef(k.oid)) order by k.conname)
                    from pg_constraint k where k.conrelid = c.oid) as keys,
                 (select json_agg(pg_get_indexdef(i.indexrelid) order by pg_get_indexdef(i.indexrelid))
                    from pg_index i where i.indrelid = c.oid) as indexes
            from pg_class c join pg_namespace n on n.oid = c.relnamespace
           where c.relkind = 'r' and c.relname in ('public_units', 'public_issuances', 'public_claims',
                 'public_claim_names', 'public_statistic_units', 'public_statistics')
           order by c.relname`,
    );

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // A claim of our own beside the seed's: Nordic claims for an outside beneficiary, SkyWays' logistics.
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const claim = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/claim`, {
      volume: '40',
      accountId: ledger.nordicFuel,
      retirementYear: 2025,
      retirementCountry: 'NO',
      claimPurpose: 'international',
      logisticsProviderBeneficiary: ledger.skyCargo,
      safcClaimBeneficiary: { kind: 'external', name: 'Fjord Charter Flights', email: 'ops@fjord.example' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    await publish();
    const [row] = await queryRows<{ serial: string }>(
      app.database.db,
      sql`select serial from unit_blocks where parent_id = ${blockId} and status = 'retired'`,
    );
    claimed = row!.serial;
  });
  afterAll(() => app.close());

  it('holds every claimed block of the ledger, and a republication rewrites the same rows', async () => {
    const rows = async () =>
      queryRows<Record<string, unknown>>(app.database.db, sql`select * from public_claims order by block_id`);
    const published = await rows();
    const [ledgerCount] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from unit_blocks where status = 'retired'`,
    );
    expect(published.length).toBe(ledgerCount!.n);
    expect(published.length).toBeGreaterThan(1);
    const before = (await get('/api/public/retirements')).headers.etag;
    // As an operator might: a table readable by anyone connected (PGlite has no other roles to grant to).
    await app.database.db.execute(sql`grant select on public_claims to public`);
    const shapes = await publishedTableShapes();
    expect(shapes).toHaveLength(6);
    const done = await republish(app.database.db);
    expect(done.blocks).toBeGreaterThan(0);
    expect(await rows()).toEqual(published);
    // The tables swapped in are the migrations' own: the same columns, keys and indexes under the same names
    // (a later migration altering one by name finds it), and nothing is left of where they were built.
    expect(await publishedTableShapes()).toEqual(shapes);
    const [schemas] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from pg_namespace where nspname = 'safc_republishing'`,
    );
    expect(schemas!.n).toBe(0);
    // The rows are the same, but any page kept from before the republication is not served again.
    expect((await get('/api/public/retirements')).headers.etag).not.toBe(before);
    // A row whose block has gone from the ledger's claims leaves with the next republication.
    await app.database.db.execute(sql`insert into public_claims
      select gen_random_uuid(), 'SAFCA-1999-GONE', unit_type, type_code, volume, co2_abated, retired_at,
             retirement_year, retirement_country, claim_purpose, compliance_regime, claimant_name,
             logistics_provider_name, air_transport_provider_beneficiary_name, safce_beneficiary_name,
             production_year, fuel_producing_company_name, production_feedstock, certification_scheme,
             company_ids, search_text
        from public_claims limit 1`);
    await republish(app.database.db);
    expect(await rows()).toEqual(published);
  });

  it.skipIf(!process.env.DATABASE_URL)(
    'swaps its tables in once a reader holding one lets go, waiting for it a second at a time (PostgreSQL)',
    async () => {
      const serials = async () =>
        (
          await queryRows<{ serial: string }>(
            app.database.db,
            sql`select serial from public_claims order by 1`,
          )
        ).map((row) => row.serial);
      const before = await serials();
      // A reader in a transaction that read public_claims (an export's cursor, say) holds it until it ends.
      const reader = await app.database.pool!.connect();
      try {
        await reader.query('begin');
        await reader.query('select count(*) from public_claims');
        let done = false;
        const republished = republish(app.database.db).finally(() => {
          done = true;
        });
        await new Promise((resolve) => setTimeout(resolve, 2_500));
        expect(done).toBe(false);
        await reader.query('commit');
        await republished;
      } finally {
        reader.release();
      }
      expect(await serials()).toEqual(before);
    },
  );

  it('filters by claim year and finds a substring of the serial, the fuel producer or a beneficiary', async () => {
    const serials = (page: Page) => page.items.map((item) => item.serial);
    const year2025 = await table('&retirementYear=2025');
    expect(serials(year2025)).toContain(claimed);
    for (const item of year2025.items) expect(item).toMatchObject({ retirementYear: 2025 });
    expect(serials(await table('&retirementYear=2024'))).not.toContain(claimed);

    // A serial from its middle on, any case.
    const middle = claimed.slice(3).toLowerCase();
    expect(serials(await table(`&search=${encodeURIComponent(middle)}`))).toEqual([claimed]);
    // A beneficiary named outside the registry, part of its name, any case.
    expect(serials(await table('&search=ORD%20CHART'))).toEqual([claimed]);
    // The fuel producer: every claim of Nordic's issuances.
    const producer = await table('&search=renewable%20fuels');
    expect(serials(producer)).toContain(claimed);
    for (const item of producer.items) expect(item.fuelProducingCompanyName).toMatch(/Renewable Fuels/);
    // LIKE's wildcards are taken as they are written, and the logistics provider is not searched.
    expect((await table('&search=%25')).items).toEqual([]);
    expect((await table('&search=_')).items).toEqual([]);
    expect((await table('&search=Cargo%20Logistics')).items).toEqual([]);
    // The year and the search together.
    expect(serials(await table(`&retirementYear=2024&search=${encodeURIComponent(middle)}`))).toEqual([]);
  });

  it('exports exactly the rows the table shows under the same filters, in its order', async () => {
    for (const query of ['', '&retirementYear=2025', '&search=fjord']) {
      const page = await table(query);
      const lines = (await csvOf(query)).trim().split('\r\n');
      expect(lines[0]).toMatch(/^Serial,Unit type,/);
      expect(
        lines.slice(1).map((line) => line.split(',')[0]),
        query,
      ).toEqual(page.items.map((item) => item.serial));
    }
    const posted = await app.inject({
      method: 'POST',
      url: '/api/public/export',
      payload: { search: claimed },
    });
    expect(posted.body.trim().split('\r\n')).toHaveLength(2);
  });

  it('a name made private leaves every row at once, and its search finds nothing; made public, it is back', async () => {
    const everything = async () =>
      [JSON.stringify(await table()), await csvOf(), (await get('/api/public/units?limit=100')).body].join(
        '\n',
      );
    expect(await everything()).toMatch(/Nordic Renewable Fuels/);
    expect((await table('&search=nordic')).items.length).toBeGreaterThan(0);

    const hidden = await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: true,
    });
    expect(hidden.statusCode, hidden.body).toBe(200);
    await publish();
    expect(await everything()).not.toMatch(/Nordic/i);
    expect((await table('&search=nordic')).items).toEqual([]);
    expect((await get('/api/public/units?search=nordic')).json().items).toEqual([]);
    const ours = (await table(`&search=${claimed}`)).items[0];
    expect(ours).toMatchObject({
      claimantName: 'Name withheld by the company',
      fuelProducingCompanyName: null,
      logisticsProviderName: 'SkyWays Airlines Ltd',
    });
    // No row of the published table holds the name, searched or shown.
    const [left] = await queryRows<{ n: number }>(
      app.database.db,
      sql`select count(*)::int as n from public_claims
           where concat_ws(' ', claimant_name, logistics_provider_name, air_transport_provider_beneficiary_name,
                           safce_beneficiary_name, fuel_producing_company_name, search_text) ilike '%nordic%'`,
    );
    expect(left!.n).toBe(0);

    await call(app, PEOPLE.nordicRep, 'PATCH', `/api/companies/${ledger.nordic}/privacy`, {
      isNamePrivate: false,
    });
    await publish();
    expect((await table(`&search=${claimed}`)).items[0]).toMatchObject({
      claimantName: 'Nordic Renewable Fuels AS',
      fuelProducingCompanyName: 'Nordic Renewable Fuels AS',
    });
    expect((await table('&search=nordic')).items.length).toBeGreaterThan(0);
  });

  it('the unit list finds a substring of the serial or the fuel producer too', async () => {
    const search = async (text: string) =>
      (await get(`/api/public/units?limit=100&search=${encodeURIComponent(text)}`))
        .json()
        .items.map((item: { serial: string }) => item.serial);
    expect(await search(claimed.slice(5).toLowerCase())).toContain(claimed);
    expect(await search('enewable fuel')).toContain(claimed);
    expect(await search('%')).toEqual([]);
  });
});
