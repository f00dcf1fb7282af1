import { REDUCTION_BAND_TOP, REDUCTION_BAND_WIDTH } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

// The public statistics (issue 42, docs/decisions/113) follow the ledger by deltas: for the blocks a batch of
// events named, the publishing job takes each block's counted facts out of the sums, rewrites them from the
// ledger, and adds them back. A batch costs what its blocks cost, never a recount of a million blocks.

const monthOf = (timestamp: string) => `date_trunc('month', ${timestamp} at time zone 'UTC')::date`;

/**
 * A block's counted facts, read from the ledger: the blocks the public list shows (active, claimed, expired)
 * of approved issuances, with the issuance's public facts as public_units copies them (the same feedstock and
 * countries, the same issuance date) and the claim country of a claimed block. blockFacts narrows it.
 */
const BLOCK_FACTS = sql.raw(`
  select b.id, b.unit_type, b.volume, b.co2_abated,
         ${monthOf('coalesce(i.approved_at, i.created_at)')},
         case when b.status = 'retired' then ${monthOf('coalesce(b.retired_at, b.created_at)')} end,
         coalesce(trim(coalesce(i.form->'product'->'feedStock'->>'otherFeedStock',
                                i.form->'product'->'feedStock'->>'name')), ''),
         coalesce(trim(i.form->'product'->>'conversionProcess'), ''),
         i.tier::text,
         least(greatest(floor(i.emission_reduction / ${REDUCTION_BAND_WIDTH}) * ${REDUCTION_BAND_WIDTH}, 0),
               ${REDUCTION_BAND_TOP})::smallint,
         case when jsonb_typeof(i.form->'product'->'countries') = 'array'
              then array(select distinct upper(trim(c)) from jsonb_array_elements_text(i.form->'product'->'countries') c
                          where trim(c) <> '' order by 1)
              else '{}'::text[] end,
         case when b.status = 'retired' then upper(nullif(trim(b.claim->>'retirementCountry'), '')) end
    from unit_blocks b join issuances i on i.id = b.issuance_id
   where b.status in ('active', 'retired', 'expired') and i.status = 'approved'`);

/**
 * BLOCK_FACTS of the blocks `which` selects (a condition on unit_blocks `b`), in the query's own WHERE: as a
 * filter around the whole query (`where f.id in (...)`) PostgreSQL read every block of the ledger for each
 * batch the job published (160,000 buffers a batch at 48,000 blocks, 55 % of all the ledger benchmark's reads,
 * 2026-12-02; pg_stat_statements).
 */
const blockFacts = (which: SQL) => sql`${BLOCK_FACTS} and (${which})`;

const FACT_COLUMNS = sql.raw(`block_id, unit_type, volume, co2_abated, issued_month, claimed_month, feedstock,
  process, tier, reduction_band, countries, claim_country`);

/**
 * What rows of public_statistic_units (`units`, each with its `sign`) add to public_statistics, summed per
 * (dimension, month, unit type, key). A block counts once under each dimension in the month it was issued
 * (issued volume, its CO2e abated, one unit) and, once claimed, in the month of its claim (claimed volume);
 * by claim country it counts only as claimed, with its CO2e and as one unit. A product of several countries
 * counts in each.
 */
const contributionsOf = (units: SQL) => sql`
  select d.dimension, d.month, u.unit_type, d.key,
         sum(u.sign * d.issued), sum(u.sign * d.claimed), sum(u.sign * d.co2e), sum(u.sign * d.units)::integer
    from (${units}) u
    cross join lateral (
      select u.issued_month, x.dimension, x.key, u.volume, 0::numeric, u.co2_abated, 1
        from (values ('month', to_char(u.issued_month, 'YYYY-MM')), ('feedstock', u.feedstock),
                     ('process', u.process), ('tier', u.tier), ('reduction', u.reduction_band::text)) x(dimension, key)
      union all
      select u.issued_month, 'producingCountry', c, u.volume, 0, u.co2_abated, 1
        from unnest(case when cardinality(u.countries) = 0 then array[''] else u.countries end) c
      union all
      select u.claimed_month, x.dimension, x.key, 0, u.volume, 0, 0
        from (values ('month', to_char(u.claimed_month, 'YYYY-MM')), ('feedstock', u.feedstock),
                     ('process', u.process), ('tier', u.tier), ('reduction', u.reduction_band::text)) x(dimension, key)
        where u.claimed_month is not null
      union all
      select u.claimed_month, 'claimCountry', coalesce(u.claim_country, ''), 0, u.volume, u.co2_abated, 1
        where u.claimed_month is not null
      union all
      select u.claimed_month, 'producingCountry', c, 0, u.volume, 0, 0
        from unnest(case when cardinality(u.countries) = 0 then array[''] else u.countries end) c
        where u.claimed_month is not null
    ) d(month, dimension, key, issued, claimed, co2e, units)
   group by d.dimension, d.month, u.unit_type, d.key`;

/** Adds the contributions to the sums (a sign of -1 takes them out). */
const addContributions = (units: SQL) => sql`
  insert into public_statistics as t (dimension, month, unit_type, key, issued_tonnes, claimed_tonnes,
                                      co2e_abated_tonnes, units)
  ${contributionsOf(units)}
  on conflict (dimension, month, unit_type, key) do update
    set issued_tonnes = t.issued_tonnes + excluded.issued_tonnes,
        claimed_tonnes = t.claimed_tonnes + excluded.claimed_tonnes,
        co2e_abated_tonnes = t.co2e_abated_tonnes + excluded.co2e_abated_tonnes,
        units = t.units + excluded.units`;

/**
 * Brings the statistics in step with the blocks an event named and the blocks made from them (as
 * refreshPublicUnits does): two statements, one taking the blocks' old facts out, one putting their new ones in.
 */
export async function refreshPublicStatistics(db: DbOrTx, blockIds: readonly string[]): Promise<void> {
  if (blockIds.length === 0) return;
  const ids = sql`array[${sql.join(
    blockIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::uuid[]`;
  const touched = sql`b.id = any(${ids}) or b.parent_id = any(${ids})`;
  await db.execute(sql`
    with gone as (
      delete from public_statistic_units s
       where s.block_id in (select b.id from unit_blocks b where ${touched})
      returning s.*, -1 as sign
    )
    ${addContributions(sql`select * from gone`)}`);
  await db.execute(sql`
    with counted as (
      insert into public_statistic_units (${FACT_COLUMNS}) ${blockFacts(touched)}
      returning *, 1 as sign
    )
    ${addContributions(sql`select * from counted`)}`);
}

/**
 * Counts every block afresh (a new table, a restore, the benchmark's fill): one pass over the ledger's blocks
 * and one over the counted rows. At 1,000,000 blocks a matter of seconds (bench/results/statistics.md).
 */
export async function rebuildPublicStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from public_statistics`);
  await db.execute(sql`delete from public_statistic_units`);
  await db.execute(sql`insert into public_statistic_units (${FACT_COLUMNS}) ${BLOCK_FACTS}`);
  await recountPublicStatistics(db);
}

/** The sums made afresh from the counted blocks as they stand (the rebuild's second pass; the benchmark's fill). */
export async function recountPublicStatistics(db: DbOrTx): Promise<void> {
  await db.execute(sql`delete from public_statistics`);
  await db.execute(addContributions(sql`select *, 1 as sign from public_statistic_units`));
}
