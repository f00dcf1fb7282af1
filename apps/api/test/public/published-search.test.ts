import type { PublicUnitListQuery } from '@safc/domain';
import {
  PUBLIC_LIST_STATUSES,
  PUBLIC_UNIT_SORTS,
  PublicUnitListQuerySchema,
  RetirementQuerySchema,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { listPublicUnits } from '../../src/services/public/list-public-units';
import { listRetirements } from '../../src/services/public/public-retirements';
import { refreshPublicUnits } from '../../src/services/public-log/refresh-public-units';
import { republish } from '../../src/services/public-log/republish';
import { inTransaction } from '../../src/db/transaction';
import { createTestDatabase } from '../helpers/database';
import { seededRandom } from '../helpers/seeded-random';

// Decision 134: the unit list's default order is read issuance by issuance through public_issuances, and a
// search reads serials, producers and beneficiaries' names each through its own index. Whatever the filters,
// the search and the cursor, a page must hold exactly the rows a plain ordered read gives (issuances issued
// at the same instant included); and public_issuances must always sum up public_units.

const ISSUANCES = 24;
const BLOCKS = 700;

/** Issuances (some issued at the same instant) and their blocks, written straight into the ledger's tables. */
async function fillLedger(database: Database) {
  await database.db.execute(sql`
    insert into issuances (account_id, company_id, initiator_id, status, documentation_type, form, volume,
                           co2_abated, emission_reduction, tier, category, type_code, production_year,
                           created_at, approved_at, batch_fingerprint)
    select a.id, a.company_id, u.id, 'approved', 'pos',
           jsonb_build_object(
             'batch', jsonb_build_object('companyName', 'List Producer ' || n),
             'product', jsonb_build_object(
               'feedStock', jsonb_build_object('name', 'Feedstock ' || (n % 3)),
               'countries', case when n % 2 = 0 then '["NO","SE"]'::jsonb else '["fi"]'::jsonb end),
             'certification', jsonb_build_object('scheme', 'SCHEME' || (n % 4))),
           1000000, 3000000, 80, 'A', 2, 'SAFcA-A2-VAL', 2023 + n % 3,
           timestamptz '2030-01-01' + (n / 3) * interval '40 days',
           timestamptz '2030-01-01' + (n / 3) * interval '40 days',
           encode(sha256(convert_to('list batch ' || n, 'UTF8')), 'hex')
      from generate_series(0, ${ISSUANCES - 1}) n, accounts a, users u
     where a.name = 'Nordic Renewable Fuels - SAF Production' and u.email = 'initiator@nordicfuels.example'`);
  // One issuance in four has only SAFcA blocks, one in five none expired: kinds an issuance lacks.
  await database.db.execute(sql`
    with issued as (select id, row_number() over (order by id) - 1 as k from issuances
                     where batch_fingerprint in (select encode(sha256(convert_to('list batch ' || n, 'UTF8')), 'hex')
                                                   from generate_series(0, ${ISSUANCES - 1}) n)),
         holder as (select id from accounts where name = 'SkyWays Airlines - SAF Portfolio')
    insert into unit_blocks (serial, unit_type, account_id, issuance_id, volume, category, type_code, co2_abated,
                             status, retired_at, claim)
    select 'SAFCX-2030-L' || lpad(n::text, 6, '0'),
           (case when n % 3 = 0 and issued.k % 4 <> 0 then 'SAFcE' else 'SAFcA' end)::unit_type,
           holder.id, issued.id, 1 + n % 50, 2, 'SAFcA-A2-VAL', 3,
           (case when n % 10 < 5 then 'retired' when n % 10 < 9 or issued.k % 5 = 0 then 'active' else 'expired' end)::unit_block_status,
           case when n % 10 < 5 then timestamptz '2031-01-01' + (n % 40) * interval '1 day' end,
           case when n % 10 < 5 then jsonb_build_object(
             'retirementYear', 2031 + n % 2, 'retirementCountry', 'NO', 'claimPurpose', 'international',
             'safcClaimBeneficiary', jsonb_build_object('kind', 'external', 'name', 'Beneficiary Airline ' || (n % 37),
                                                        'email', 'ops' || n || '@beneficiary.example')) end
      from generate_series(1, ${BLOCKS}) n
      join issued on issued.k = n % ${ISSUANCES}
      cross join holder`);
}

type Page = { items: { serial: string }[]; nextCursor: string | null; prevCursor: string | null };

/**
 * The serials of a whole list read page by page to its end (`after`), and read back from there to its start
 * (`before`): both must be the list in its order, every row once.
 */
async function bothWays(read: (cursor: { after?: string; before?: string }) => Promise<Page>) {
  const forwards: string[] = [];
  let page = await read({});
  forwards.push(...page.items.map((item) => item.serial));
  while (page.nextCursor) {
    page = await read({ after: page.nextCursor });
    forwards.push(...page.items.map((item) => item.serial));
  }
  const backwards = page.items.map((item) => item.serial);
  let cursor = page.prevCursor;
  while (cursor) {
    const before = await read({ before: cursor });
    backwards.unshift(...before.items.map((item) => item.serial));
    cursor = before.prevCursor;
  }
  return { forwards, backwards };
}

describe('The public lists read through public_issuances and public_claim_names', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase({ seed: true });
    await fillLedger(database);
    await republish(database.db);
  });
  afterAll(() => database.close());

  /** public_issuances as it should be: public_units summed up by issuance (what migration 0033 wrote). */
  const summed = () =>
    queryRows<Record<string, unknown>>(
      database.db,
      sql`select issuance_id, min(issued_at)::text as issued_at, min(issuance_year) as issuance_year,
                 min(fuel_producer) as fuel_producer, min(feedstock) as feedstock, min(scheme) as scheme,
                 min(countries) as countries, array_agg(distinct status order by status)::text[] as statuses,
                 array_agg(distinct unit_type order by unit_type)::text[] as unit_types
            from public_units group by issuance_id order by issuance_id`,
    );
  const kept = () =>
    queryRows<Record<string, unknown>>(
      database.db,
      sql`select issuance_id, issued_at::text as issued_at, issuance_year, fuel_producer, feedstock, scheme,
                 countries, statuses::text[] as statuses, unit_types::text[] as unit_types
            from public_issuances order by issuance_id`,
    );

  it('sums up public_units by issuance after a republication and after the job refreshes blocks', async () => {
    expect((await kept()).length).toBeGreaterThanOrEqual(ISSUANCES);
    expect(await kept()).toEqual(await summed());
    // Every expired block of one issuance claimed, one of another superseded: their kinds change.
    const [issuance] = await queryRows<{ id: string }>(
      database.db,
      sql`select issuance_id as id from public_issuances where 'expired' = any(statuses) order by issuance_id limit 1`,
    );
    const changed = await queryRows<{ id: string }>(
      database.db,
      sql`update unit_blocks set status = 'retired', retired_at = now()
           where issuance_id = ${issuance!.id} and status = 'expired' returning id`,
    );
    const [gone] = await queryRows<{ id: string }>(
      database.db,
      sql`update unit_blocks set status = 'superseded' where id = (
            select id from unit_blocks where serial like 'SAFCX-%' and status = 'active' order by serial limit 1)
          returning id`,
    );
    await inTransaction(database.db, (tx) =>
      refreshPublicUnits(tx, [...changed.map((row) => row.id), gone!.id]),
    );
    const after = await kept();
    expect(after.find((row) => row.issuance_id === issuance!.id)?.statuses).not.toContain('expired');
    expect(after).toEqual(await summed());
  });

  it('gives every page exactly the rows a plain ordered read gives, forwards and back, for random filters, searches and sorts', async () => {
    const random = seededRandom(134);
    const pick = <T>(values: readonly T[]): T => values[Math.floor(random() * values.length)]!;
    const maybe = <T>(value: () => T): T | undefined => (random() < 0.4 ? value() : undefined);
    for (let round = 0; round < 60; round += 1) {
      const filters = {
        unitType: maybe(() => pick(['SAFcA', 'SAFcE'] as const)),
        status: maybe(() => pick(PUBLIC_LIST_STATUSES)),
        issuanceYear: maybe(() => pick([2023, 2024, 2025])),
        scheme: maybe(() => pick(['SCHEME0', 'SCHEME1', 'SCHEME3', 'SCHEME9'])),
        feedstock: maybe(() => pick(['Feedstock 0', 'Feedstock 2'])),
        country: maybe(() => pick(['NO', 'FI', 'DE'])),
      };
      const search = maybe(() =>
        pick([
          'l00012',
          '00012',
          'cx-2030-l0003',
          'X-2030-L00055',
          '030-l000',
          'producer 1',
          'PRODUCER 2',
          'ducer 13',
        ]),
      );
      const sort = pick(PUBLIC_UNIT_SORTS);
      const [key, way] = sort.split('-') as ['issued' | 'volume' | 'serial', 'asc' | 'desc'];
      const column = sql.identifier(key === 'issued' ? 'issued_at' : key);
      const direction = sql.raw(way);
      const where = [
        ...(search
          ? [
              sql`(lower(serial) like ${`%${search.toLowerCase()}%`}
                  or lower(coalesce(fuel_producer, '')) like ${`%${search.toLowerCase()}%`})`,
            ]
          : []),
        sql`true`,
        ...(filters.unitType ? [sql`unit_type = ${filters.unitType}`] : []),
        ...(filters.status ? [sql`status = ${filters.status}`] : []),
        ...(filters.issuanceYear ? [sql`issuance_year = ${filters.issuanceYear}`] : []),
        ...(filters.scheme ? [sql`scheme = ${filters.scheme}`] : []),
        ...(filters.feedstock ? [sql`feedstock = ${filters.feedstock}`] : []),
        ...(filters.country ? [sql`countries @> array[${filters.country}]::text[]`] : []),
      ];
      const expected = (
        await queryRows<{ serial: string }>(
          database.db,
          sql`select serial from public_units where ${sql.join(where, sql` and `)}
               order by ${column} ${direction}, serial ${direction}`,
        )
      ).map((row) => row.serial);

      const query = (extra: Record<string, unknown>): PublicUnitListQuery =>
        PublicUnitListQuerySchema.parse({
          ...filters,
          search,
          sort,
          limit: 1 + Math.floor(random() * 40),
          ...extra,
        });
      const read = (extra: Record<string, unknown>) => listPublicUnits(database.db, query(extra));
      expect(await bothWays(read), JSON.stringify({ filters, search, sort })).toEqual({
        forwards: expected,
        backwards: expected,
      });
    }
  });

  it('gives the claimed units a search finds exactly, forwards and back, by serial, producer or beneficiary', async () => {
    const random = seededRandom(1342);
    const searches = [
      'airline 1',
      'AIRLINE 12',
      'line 3',
      'l00012',
      'x-2030-l0004',
      'producer 2',
      'oducer 1',
      'zzz',
      'e',
      'airline',
      '%',
    ];
    for (const search of searches) {
      const retirementYear = random() < 0.5 ? 2031 + Math.floor(random() * 2) : undefined;
      const pattern = `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      const expected = (
        await queryRows<{ serial: string }>(
          database.db,
          sql`select serial from public_claims where search_text like ${pattern}
                ${retirementYear ? sql`and retirement_year = ${retirementYear}` : sql``}
               order by retired_at desc, serial desc`,
        )
      ).map((row) => row.serial);
      const query = (extra: Record<string, unknown>) =>
        RetirementQuerySchema.parse({
          search,
          retirementYear,
          limit: 1 + Math.floor(random() * 30),
          ...extra,
        });
      const read = (extra: Record<string, unknown>) => listRetirements(database.db, query(extra));
      expect(await bothWays(read), JSON.stringify({ search, retirementYear })).toEqual({
        forwards: expected,
        backwards: expected,
      });
    }
  });

  it('finds the fuel producer through public_issuances and a serial through public_units, under filters', async () => {
    const serials = async (extra: Record<string, unknown>) =>
      (
        await listPublicUnits(database.db, PublicUnitListQuerySchema.parse({ limit: 100, ...extra }))
      ).items.map((item) => item.serial);
    const producer = await serials({ search: 'list producer 7' });
    expect(producer.length).toBeGreaterThan(0);
    const [expected] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from public_units where fuel_producer = 'List Producer 7'`,
    );
    expect(producer).toHaveLength(expected!.n);
    const bySerial = await queryRows<{ serial: string }>(
      database.db,
      sql`select serial from public_units where serial ilike '%x-2030-l00012%' and status = 'retired'
           order by issued_at desc, serial desc`,
    );
    expect(bySerial.length).toBeGreaterThan(0);
    expect(await serials({ search: 'x-2030-l00012', status: 'retired' })).toEqual(
      bySerial.map((row) => row.serial),
    );
    expect(await serials({ search: 'list producer 7', scheme: 'SCHEME0' })).toEqual([]);
  });
});
