import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventQueue } from '../../db/schema';
import type { NewEvent } from '../events/append-event';
import { chainEvents, recordedFieldsOf } from '../events/chain-events';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';

const SEAL_BATCH = 500;
/** Bounded: a large backlog is left for the next call rather than sealed in one go. */
const MAX_BATCHES = 20;

/**
 * The insert of a batch of events into the queue, from one jsonb array parameter (`param`, e.g. `$2`, the
 * value made by queuedEventsValue), in the batch's order: one fixed statement text for any number of events,
 * so it is prepared once and can sit in a CTE beside the change it records.
 */
export function queueEventsSql(param: string): string {
  return `insert into event_queue (actor_id, company_id, account_id, entity_type, entity_id, type, payload)
    select e."actorId", e."companyId", e."accountId", e."entityType", e."entityId", e.type, e.payload
      from rows from (jsonb_to_recordset(${param}::jsonb) as ("actorId" uuid, "companyId" uuid,
             "accountId" uuid, "entityType" text, "entityId" text, type event_type, payload jsonb))
           with ordinality as e("actorId", "companyId", "accountId", "entityType", "entityId", type, payload, ord)
     order by e.ord`;
}

/** The parameter of queueEventsSql: the events' recorded fields as one JSON array. */
export function queuedEventsValue(batch: readonly NewEvent[]): string {
  return JSON.stringify(batch.map(recordedFieldsOf));
}

const QUEUE_EVENTS = preparedStatement('ledger.queue-events', queueEventsSql('$1'));

/**
 * Records a ledger transaction's events in the transaction itself (docs/decisions/006): they commit or roll
 * back with the change, and no lock is taken, so writers do not queue on the chain head through their
 * commits. sealQueuedEvents chains them right after commit.
 */
export async function queueEvents(tx: Tx, batch: readonly NewEvent[]): Promise<void> {
  if (batch.length === 0) return;
  await preparedRows(tx, QUEUE_EVENTS, [queuedEventsValue(batch)]);
}

/**
 * Seals committed queued events into the hash chain, oldest first, in batches under the chain head lock.
 * Called after every ledger transaction commits (so the caller's events are in the log when it answers)
 * and every second by a job (for a process that died between commit and seal). Sealers queue on the head
 * lock; one that finds the queue already sealed by another writes nothing and so flushes nothing to disk,
 * and one seal covers every writer that committed before it: one disk flush per batch, not per writer.
 */
export async function sealQueuedEvents(db: Db): Promise<number> {
  let sealed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    // After the first batch, look before taking the lock: an empty queue needs no transaction at all.
    if (batch > 0) {
      const [waiting] = await db.select({ id: eventQueue.id }).from(eventQueue).limit(1);
      if (!waiting) break;
    }
    const count = await db.transaction((tx) => sealBatch(tx));
    sealed += count;
    if (count < SEAL_BATCH) break;
  }
  return sealed;
}

/** Sealers of every API process queue on this advisory lock (it costs no disk write, unlike a row lock). */
const SEALER_LOCK_KEY = 726_005;

async function sealBatch(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEALER_LOCK_KEY}::bigint)`);
  // Sealed meanwhile by the sealer we waited for: nothing written, so the commit flushes nothing.
  const queued = await tx.select().from(eventQueue).orderBy(asc(eventQueue.queuedSeq)).limit(SEAL_BATCH);
  if (queued.length === 0) return 0;
  // chainEvents takes the head row lock, which keeps out direct appenders (appendEvent) meanwhile; the
  // queued events keep their ids, and `at` is when they entered the chain.
  await chainEvents(tx, queued);
  await tx.delete(eventQueue).where(
    inArray(
      eventQueue.id,
      queued.map((event) => event.id),
    ),
  );
  return queued.length;
}
