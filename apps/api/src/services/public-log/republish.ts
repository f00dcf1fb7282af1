import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlArray } from '../../db/sql-array';
import { inTransaction } from '../../db/transaction';
import { computeLandingStatistics } from '../public/get-landing-statistics';
import { announcePublished } from '../public/published-state';
import { PUBLISHER_LOCK_KEY } from './publish-public-events';
import { writePublicClaimsInRange } from './refresh-public-claims';
import { refreshPublicIssuances } from './refresh-public-issuances';
import { rebuildPublicStatistics } from './refresh-public-statistics';
import { writePublicUnitsInRange } from './refresh-public-units';

/** Unit blocks a chunk covers: one short transaction each, so the publishing job waits at most one chunk. */
export const REPUBLISH_CHUNK = 10_000;

export interface RepublishProgress {
  blocks: number;
  seconds: number;
}

/**
 * Rebuilds every published table (public_units and public_issuances, public_claims and public_claim_names, the
 * statistics) and the landing figures from the ledger's tables in one pass over unit_blocks in id order, a chunk
 * a transaction (docs/decisions/110): for an operator after a restore, or when what is published changes.
 * Readers keep reading throughout (each chunk replaces its rows in place, no table is emptied); the publishing
 * job queues on the same lock between chunks and keeps publishing what happens meanwhile. The public log (leaves, checkpoints) is not touched. The
 * generation it bumps at the end changes every public validator, so no process serves a page kept from before.
 */
export async function republish(
  db: Db,
  onChunk: (progress: RepublishProgress) => void = () => undefined,
  chunk = REPUBLISH_CHUNK,
): Promise<RepublishProgress> {
  const started = performance.now();
  const progress = () => ({ blocks, seconds: (performance.now() - started) / 1000 });
  let after: string | null = null;
  let blocks = 0;
  for (;;) {
    const from: SQL = after === null ? sql`true` : sql`id > ${after}::uuid`;
    const [bound] = await queryRows<{ upTo: string | null; n: number }>(
      db,
      sql`with c as (select id from unit_blocks where ${from} order by id limit ${chunk})
          select (select id::text from c order by id desc limit 1) as "upTo", (select count(*)::int from c) as n`,
    );
    const upTo = bound?.upTo ?? null;
    const range = (column: string): SQL =>
      sql.join(
        [
          after === null ? sql`true` : sql`${sql.identifier(column)} > ${after}::uuid`,
          upTo === null ? sql`true` : sql`${sql.identifier(column)} <= ${upTo}::uuid`,
        ],
        sql` and `,
      );
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISHER_LOCK_KEY}::bigint)`);
      // The issuances the range's blocks come from, in the ledger or as published, noted before rows go.
      const [issuances] = await queryRows<{ ids: string[] | null }>(
        tx,
        sql`select array_agg(distinct issuance_id)::text[] as ids from (
              select issuance_id from unit_blocks where ${range('id')}
              union select issuance_id from public_units where ${range('block_id')}) x`,
      );
      if (upTo !== null) {
        await writePublicUnitsInRange(tx, range('id'));
        await writePublicClaimsInRange(tx, range('id'));
      }
      // Rows of the range whose block is gone or no longer shown (a restore from before it, a rule changed).
      await tx.execute(sql`delete from public_units p where ${range('block_id')} and not exists (
          select 1 from unit_blocks b join issuances i on i.id = b.issuance_id
           where b.id = p.block_id and b.status::text in ('active', 'retired', 'expired') and i.status = 'approved')`);
      await tx.execute(sql`delete from public_claims p where ${range('block_id')} and not exists (
          select 1 from unit_blocks b where b.id = p.block_id and b.status = 'retired')`);
      await refreshPublicIssuances(tx, sql`select unnest(${sqlArray(issuances?.ids ?? [], 'uuid')})`);
    });
    if (upTo === null) break;
    blocks += bound?.n ?? 0;
    after = upTo;
    onChunk(progress());
  }
  await inTransaction(db, async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISHER_LOCK_KEY}::bigint)`);
    // The statistics' sums are counted afresh in the same transaction: readers see the old sums or the new.
    await rebuildPublicStatistics(tx);
    const statistics = await computeLandingStatistics(tx);
    await tx.execute(sql`update public_log_state
        set statistics = ${JSON.stringify(statistics)}::jsonb, generation = generation + 1 where id = 1`);
  });
  announcePublished();
  return progress();
}
