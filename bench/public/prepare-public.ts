import { sql } from 'drizzle-orm';
import type { Db } from '../../apps/api/src/db/client';
import { computeLandingStatistics } from '../../apps/api/src/services/public/get-landing-statistics';

/**
 * Fills public_units, the table every public list and export reads (docs/decisions/011), with `rows` unit
 * blocks in one set-based INSERT ... SELECT generate_series (no API round trip per row, the machine is shared).
 * The mix: 60 % claimed, 30 % held, 10 % expired; two thirds SAFcA; 30 schemes, 60 countries (one to three per
 * block), 40 feedstocks, 2,000 fuel producers; issued over four years. Then the landing figures are cached as
 * the publishing job leaves them.
 */
export async function preparePublicUnits(db: Db, rows: number): Promise<void> {
  await db.execute(sql`
    insert into public_units (block_id, serial, unit_type, status, type_code, volume, co2_abated, issued_at,
                              issuance_year, production_year, fuel_producer, feedstock, scheme, countries, retired_at)
    select gen_random_uuid(),
           case when n % 3 = 0 then 'SAFCE' else 'SAFCA' end || '-' || (2023 + n % 4) || '-' || lpad(n::text, 9, '0'),
           (case when n % 3 = 0 then 'SAFcE' else 'SAFcA' end)::unit_type,
           (case when n % 10 < 6 then 'retired' when n % 10 < 9 then 'active' else 'expired' end)::unit_block_status,
           case when n % 3 = 0 then 'SAFcE-A3-VAL' else 'SAFcA-A2-VAL' end,
           ((n::bigint * 7919) % 500000) / 1000.0 + 0.5,
           ((n::bigint * 7919) % 500000) / 1000.0 * 3.2 + 1.6,
           issued,
           extract(year from issued)::smallint,
           extract(year from issued)::int,
           'Fuel Producer ' || (n * 31 % 2000) || ' AS',
           'Feedstock ' || (n / 3 % 40),
           'SCHEME' || (n / 10 % 30),
           array(select distinct chr(65 + ((n * k * 7) % 60) / 26) || chr(65 + ((n * k * 7) % 60) % 26)
                   from generate_series(1, 1 + n % 3) k),
           case when n % 10 < 6 then issued + interval '30 days' end
      from (select n, timestamptz '2023-01-01' + (n::double precision / ${rows}) * interval '1460 days' as issued
              from generate_series(1, ${rows}) n) g`);
  // Vacuum too: the first read of freshly inserted rows would otherwise set their hint bits (writing every
  // page), which made whichever export ran first several times slower than the rest.
  await db.execute(sql`vacuum analyze public_units`);
  const statistics = await computeLandingStatistics(db);
  await db.execute(
    sql`update public_log_state set statistics = ${JSON.stringify(statistics)}::jsonb where id = 1`,
  );
}
