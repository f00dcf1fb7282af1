import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventChainHead, eventQueue, events } from '../../db/schema';
import type { NewEvent } from '../events/append-event';
import { hashEvent, normalizePayload, type CanonicalEvent } from '../events/canonical-event';

const SEAL_BATCH = 500;
/** Bounded: a large backlog is left for the next call rather than sealed in one go. */
const MAX_BATCHES = 20;

/**
 * Records a ledger transaction's events in the transaction itself (docs/decisions/006): they commit or roll
 * back with the change, and no lock is taken, so writers do not queue on the chain head through their
 * commits. sealQueuedEvents chains them right after commit.
 */
export async function queueEvents(tx: Tx, batch: readonly NewEvent[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.insert(eventQueue).values(
    batch.map((event) => ({
      actorId: event.actorId ?? null,
      companyId: event.companyId ?? null,
      accountId: event.accountId ?? null,
      entityType: event.entityType,
      entityId: event.entityId,
      type: event.type,
      payload: normalizePayload(event.payload),
    })),
  );
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
  // The head row lock keeps out direct appenders (appendEvent) while this batch is chained.
  const [head] = await tx
    .select({
      seq: eventChainHead.seq,
      hash: eventChainHead.hash,
      at: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(eventChainHead)
    .where(eq(eventChainHead.id, 1))
    .for('update');
  if (!head)
    throw new Error('sealQueuedEvents: the event_chain_head row is missing (were the migrations applied?)');

  let prevHash = head.hash;
  let seq = head.seq;
  const rows = queued.map((event) => {
    seq += 1;
    // `at` is when the event entered the chain, read from the database clock under the head lock as
    // appendEvent does, so it never goes backwards along seq.
    const canonical: CanonicalEvent = {
      id: event.id,
      seq,
      at: head.at,
      actorId: event.actorId,
      companyId: event.companyId,
      accountId: event.accountId,
      entityType: event.entityType,
      entityId: event.entityId,
      type: event.type,
      payload: event.payload,
    };
    const hash = hashEvent(prevHash, canonical);
    const row = { ...canonical, at: new Date(canonical.at), prevHash, hash };
    prevHash = hash;
    return row;
  });
  await tx.insert(events).values(rows);
  await tx.delete(eventQueue).where(
    inArray(
      eventQueue.id,
      queued.map((event) => event.id),
    ),
  );
  await tx.update(eventChainHead).set({ seq, hash: prevHash }).where(eq(eventChainHead.id, 1));
  return rows.length;
}
