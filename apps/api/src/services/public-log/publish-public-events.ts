import { eq, sql } from 'drizzle-orm';
import { inTransaction } from '../../db/transaction';
import type { Db, Tx } from '../../db/client';
import { nextSealedEvents } from '../events/next-sealed-events';
import { logCheckpoints, publicLogState } from '../../db/schema';
import { appendLeaves } from './append-leaves';
import { landingStatisticsAfter } from '../public/get-landing-statistics';
import { announcePublished } from '../public/published-state';
import { checkpointBody } from './checkpoint';
import type { LogSigner } from './log-signer';
import { leavesOf } from './public-leaves';
import { refreshCompanyPublicClaims, refreshPublicClaims } from './refresh-public-claims';
import { refreshCompanyPublicUnits, refreshPublicUnits } from './refresh-public-units';
import { refreshPublicStatistics } from './refresh-public-statistics';

const BATCH = 1_000;
/** Bounded per call: a long history (a first start on an old registry) is worked off over several runs. */
const MAX_BATCHES = 50;
/** Publishers of every API process queue on this lock: the log has one writer at a time. */
export const PUBLISHER_LOCK_KEY = 726_010;

export interface PublishResult {
  events: number;
  leaves: number;
  treeSize: number;
}

/**
 * Reads the sealed event log after where it stopped, in chain order, and publishes it: the blocks each unit
 * event named are brought up to date in public_units, public events become leaves of the Merkle tree, and a
 * checkpoint is signed for the new tree. Writers never wait for this: it reads what they already committed.
 * It stops at a gap in seq (an event not yet visible) and takes it up on the next run, so leaves are always
 * in chain order.
 */
export async function publishPublicEvents(db: Db, signer: LogSigner): Promise<PublishResult> {
  const total: PublishResult = { events: 0, leaves: 0, treeSize: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await inTransaction(db, (tx) => publishBatch(tx, signer));
    if (result.events > 0) announcePublished();
    total.events += result.events;
    total.leaves += result.leaves;
    total.treeSize = result.treeSize;
    if (result.events < BATCH) break;
  }
  return total;
}

async function publishBatch(tx: Tx, signer: LogSigner): Promise<PublishResult> {
  await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISHER_LOCK_KEY}::bigint)`);
  const [state] = await tx.select().from(publicLogState).where(eq(publicLogState.id, 1));
  if (!state)
    throw new Error('publishPublicEvents: public_log_state is missing (were the migrations applied?)');
  const sealed = await nextSealedEvents(tx, state.lastEventSeq, BATCH);
  const last = sealed.at(-1);
  if (!last) return { events: 0, leaves: 0, treeSize: state.treeSize };

  const unitBlocks = sealed
    .filter((event) => event.entityType === 'unitBlock')
    .map((event) => event.entityId);
  await refreshPublicUnits(tx, [...new Set(unitBlocks)]);
  await refreshPublicClaims(tx, [...new Set(unitBlocks)]);
  // The statistics' sums follow the same blocks by deltas (issue 42, decision 113); they name no company.
  await refreshPublicStatistics(tx, [...new Set(unitBlocks)]);
  // A company that made its name private (or public again, or renamed itself) has every published row that
  // shows it rewritten: the listed units' fuel producer, the claimed units' names (decision 110).
  const companies = [
    ...new Set(sealed.filter((event) => event.type === 'CompanyUpdated').map((event) => event.entityId)),
  ];
  await refreshCompanyPublicUnits(tx, companies);
  await refreshCompanyPublicClaims(tx, companies);
  const leaves = await leavesOf(tx, sealed);
  const treeSize = state.treeSize + leaves.length;
  if (leaves.length > 0) {
    const root = await appendLeaves(tx, state.treeSize, leaves);
    await tx.insert(logCheckpoints).values({
      treeSize,
      rootHash: root,
      note: signer.signNote(checkpointBody(signer.name, treeSize, root)),
    });
  }
  // The landing figures are recomputed once per batch, and only those its events may have changed (issue 10).
  const statistics = await landingStatisticsAfter(
    tx,
    state.statistics,
    sealed.map((event) => event.type),
  );
  await tx
    .update(publicLogState)
    .set({ lastEventSeq: last.seq, treeSize, ...(statistics ? { statistics } : {}) })
    .where(eq(publicLogState.id, 1));
  return { events: sealed.length, leaves: leaves.length, treeSize };
}
