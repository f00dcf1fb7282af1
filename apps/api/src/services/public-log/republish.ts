import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { inTransaction } from '../../db/transaction';
import { sqlStateOf } from '../../errors/database-error';
import { computeLandingStatistics } from '../public/get-landing-statistics';
import { announcePublished } from '../public/published-state';
import { PUBLISHER_LOCK_KEY } from './publish-public-events';
import { writeEveryPublicClaim } from './refresh-public-claims';
import { refreshPublicIssuances } from './refresh-public-issuances';
import { rebuildPublicStatistics } from './refresh-public-statistics';
import { writeEveryPublicUnit } from './refresh-public-units';

/** Every table the publishing job writes from the ledger, which a republication builds afresh (decision 135). */
const PUBLISHED_TABLES = [
  'public_units',
  'public_issuances',
  'public_claims',
  'public_claim_names',
  'public_statistic_units',
  'public_statistics',
] as const;

/** Where the new tables are built, beside the live ones, until they are swapped in. */
const BUILD_SCHEMA = 'safc_republishing';

/** How long the swap waits for readers' locks at a time (an export may hold one for seconds), and how often. */
const SWAP_LOCK_TIMEOUT = '1s';
const SWAP_ATTEMPTS = 30;

/** A step of the republication done: the command prints them. */
export interface RepublishProgress {
  step: string;
  /** Unit blocks in the ledger, every one of which was read (once counted). */
  blocks: number;
  seconds: number;
}

/**
 * Rebuilds every published table (public_units and public_issuances, public_claims and public_claim_names, the
 * statistics) and the landing figures from the ledger's tables (docs/decisions/110, 135): for an operator after
 * a restore, or when what is published changes. The public log (leaves, checkpoints) is not touched.
 *
 * One transaction, holding the publisher's lock throughout (the publishing job waits, then publishes what
 * happened meanwhile): the new tables are made empty in a schema of their own, filled by the publishing job's
 * own statements in one pass over the ledger each, indexed once full, and swapped in for the live ones. Readers
 * read the live tables until the commit and the new ones after it; they wait only for the swap itself. The
 * generation it bumps changes every public validator, so no process serves a page kept from before.
 */
export async function republish(
  db: Db,
  onStep: (progress: RepublishProgress) => void = () => undefined,
): Promise<RepublishProgress> {
  const started = performance.now();
  let blocks = 0;
  const step = (name: string) => {
    const progress = { step: name, blocks, seconds: (performance.now() - started) / 1000 };
    onStep(progress);
    return progress;
  };
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISHER_LOCK_KEY}::bigint)`);
    const [counted] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from unit_blocks`);
    blocks = counted?.n ?? 0;
    const indexes = await createEmptyTables(tx);
    step('empty tables made');

    // The publishing job's statements name the published tables unqualified: with the build schema first in
    // the search path, the same statements fill the new tables (and read the ledger's, which only public has).
    const [path] = await queryRows<{ searchPath: string }>(
      tx,
      sql`select current_setting('search_path') as "searchPath"`,
    );
    await tx.execute(sql.raw(`set local search_path = ${BUILD_SCHEMA}, public`));
    await writeEveryPublicUnit(tx);
    step('unit list written');
    await writeEveryPublicClaim(tx);
    step('claimed units written');
    // Indexed before the sums: public_issuances is summed up through public_units' indexes.
    for (const index of indexes) await tx.execute(sql.raw(index));
    step('indexed');
    await refreshPublicIssuances(tx, sql`select id from issuances`);
    await rebuildPublicStatistics(tx);
    step('issuances and statistics summed');
    await tx.execute(sql`select set_config('search_path', ${path!.searchPath}, true)`);
    // The planner's figures for the new tables, as autovacuum would gather them later: the first readers
    // after the swap get the plans they got before it.
    for (const table of PUBLISHED_TABLES) await tx.execute(sql.raw(`analyze ${BUILD_SCHEMA}.${table}`));

    await swapIn(tx);
    const statistics = await computeLandingStatistics(tx);
    await tx.execute(sql`update public_log_state
        set statistics = ${JSON.stringify(statistics)}::jsonb, generation = generation + 1 where id = 1`);
    step('swapped in');
  });
  announcePublished();
  // Outside the transaction, as VACUUM must be: the new tables' visibility maps are set now, so the lists'
  // index-only reads skip the heap from the start rather than once autovacuum comes by.
  await db.execute(sql.raw(`vacuum ${PUBLISHED_TABLES.join(', ')}`));
  return step('vacuumed');
}

/**
 * Makes each published table again, empty, in the build schema: its columns, defaults, generated columns and
 * checks as the live one has them (LIKE), its privileges, and its keys, which the job's upserts need. Returns
 * the statements that make its other indexes, with their live names, to run once the tables are full: an index
 * built from sorted rows costs a fraction of one kept up row by row.
 */
async function createEmptyTables(tx: Tx): Promise<string[]> {
  await tx.execute(sql.raw(`drop schema if exists ${BUILD_SCHEMA} cascade`));
  await tx.execute(sql.raw(`create schema ${BUILD_SCHEMA}`));
  const later: string[] = [];
  for (const table of PUBLISHED_TABLES) {
    const live = `public.${table}`;
    await tx.execute(
      sql.raw(`create table ${BUILD_SCHEMA}.${table} (like ${live} including all excluding indexes)`),
    );
    const keys = await queryRows<{ name: string; definition: string }>(
      tx,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
           where conrelid = ${live}::regclass and contype in ('p', 'u') order by contype, conname`,
    );
    for (const key of keys)
      await tx.execute(
        sql.raw(`alter table ${BUILD_SCHEMA}.${table} add constraint "${key.name}" ${key.definition}`),
      );
    // Privileges an operator granted (a reporting role reading the public tables, say) go with the table.
    const grants = await queryRows<{ grantee: string; privilege: string; grantable: boolean }>(
      tx,
      sql`select case when a.grantee = 0 then 'public' else quote_ident(r.rolname) end as grantee,
                 a.privilege_type as privilege, a.is_grantable as grantable
            from pg_class c cross join lateral aclexplode(c.relacl) a left join pg_roles r on r.oid = a.grantee
           where c.oid = ${live}::regclass and a.grantee <> c.relowner`,
    );
    for (const grant of grants)
      await tx.execute(
        sql.raw(
          `grant ${grant.privilege} on ${BUILD_SCHEMA}.${table} to ${grant.grantee}${grant.grantable ? ' with grant option' : ''}`,
        ),
      );
    const indexes = await queryRows<{ definition: string }>(
      tx,
      sql`select pg_get_indexdef(i.indexrelid) as definition from pg_index i
           where i.indrelid = ${live}::regclass
             and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)
           order by i.indexrelid`,
    );
    // pg_get_indexdef names the live table (`ON public.public_units USING ...`): the same index on the new one.
    for (const index of indexes)
      later.push(index.definition.replace(` ON ${live} `, ` ON ${BUILD_SCHEMA}.${table} `));
  }
  return later;
}

/**
 * Drops the live tables and moves the new ones (with their indexes and keys, under the same names) into their
 * place. Dropping a table waits for the readers using it, and readers arriving meanwhile wait behind: each try
 * waits at most SWAP_LOCK_TIMEOUT (a long export holds its table for seconds), then gives way for a second.
 */
async function swapIn(tx: Tx): Promise<void> {
  const live = PUBLISHED_TABLES.map((table) => `public.${table}`).join(', ');
  for (let attempt = 1; ; attempt += 1) {
    try {
      await tx.transaction(async (swap) => {
        await swap.execute(sql.raw(`set local lock_timeout = '${SWAP_LOCK_TIMEOUT}'`));
        await swap.execute(sql.raw(`lock table ${live} in access exclusive mode`));
        await swap.execute(sql.raw(`drop table ${live}`));
        for (const table of PUBLISHED_TABLES)
          await swap.execute(sql.raw(`alter table ${BUILD_SCHEMA}.${table} set schema public`));
        await swap.execute(sql.raw(`drop schema ${BUILD_SCHEMA}`));
        await swap.execute(sql`set local lock_timeout to default`);
      });
      return;
    } catch (error) {
      // 55P03 lock_not_available: a reader held on past the timeout; the savepoint undid this try.
      if (sqlStateOf(error) !== '55P03' || attempt >= SWAP_ATTEMPTS) throw error;
      await sleep(1_000);
    }
  }
}
