import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { eventQueue } from '../../db/schema';
import { inTransaction } from '../../db/transaction';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { chainEvents, type EventToChain } from './chain-events';

const SEAL_BATCH = 500;
/** Bounded: a large backlog is left for the next call rather than sealed in one go. */
const MAX_BATCHES = 20;

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
    const count = await inTransaction(db, (tx) => sealBatch(tx));
    sealed += count;
    if (count < SEAL_BATCH) break;
  }
  if (sealed > 0) for (const listener of sealListenersOf.get(db) ?? []) listener();
  return sealed;
}

const sealListenersOf = new WeakMap<Db, Set<() => void>>();

/**
 * Calls `listener` after each seal in this process that chained events into the log, so that a reader of the
 * sealed log (the webhooks) starts at once rather than at its next tick. Answers the unsubscription.
 */
export function onEventsSealed(db: Db, listener: () => void): () => void {
  const listeners = sealListenersOf.get(db) ?? new Set();
  sealListenersOf.set(db, listeners);
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Seals, inside `tx`, what is queued as `tx` sees it, its own events included: for the one writer that reads
 * the log it has just recorded before committing (the demo seed bills its own history). Everyone else
 * records in an eventTransaction and is sealed after commit.
 */
export async function sealQueuedEventsIn(tx: Tx): Promise<void> {
  let sealed = SEAL_BATCH;
  while (sealed === SEAL_BATCH) sealed = await sealBatch(tx);
}

/**
 * Vacuums the event queue (decision 006): every ledger call inserts into it and every seal
 * deletes what it took, so under load it gains hundreds of dead rows a second, and each seal's take
 * (a scan of the queue) read them all again, living or dead: 80 to 300 shared buffers a seal, an eighth of a
 * transfer's, growing for as long as autovacuum (a minute apart by default) left the table alone. Vacuumed
 * every second, the queue stays a few pages long. SKIP_LOCKED: a vacuum already running (another process's)
 * is enough. TRUNCATE false: giving the emptied pages at the queue's end back to the file system takes the
 * table's ACCESS EXCLUSIVE lock, which every ledger call's insert queued behind, and makes every connection
 * rebuild its cache entry for the table; the vacuumed pages are reused by the next inserts anyway (the
 * vacuum's time in pg_stat_statements: 140 ms a run with it, under the ledger benchmark).
 */
export async function vacuumEventQueue(db: Db): Promise<void> {
  await db.execute(sql`vacuum (skip_locked, truncate false) event_queue`);
}

/** Sealers of every API process queue on this advisory lock (it costs no disk write, unlike a row lock). */
const SEALER_LOCK_KEY = 726_005;

/**
 * The oldest queued events, at most $1, each with the chain head locked and the database clock cut to
 * milliseconds (chainEvents' `at`), in one statement. Run after the sealer's advisory lock, in a statement of
 * its own, so its snapshot sees what the sealer waited for committed (and the queue it emptied). An empty
 * queue returns no row and locks nothing: a sealer that finds nothing to seal writes nothing.
 */
const TAKE_QUEUE_WITH_HEAD = preparedStatement(
  'events.take-queue-with-head',
  `select q.id, q.queued_seq::text as queued_seq, q.actor_id, q.company_id, q.account_id, q.entity_type,
          q.entity_id, q.type, q.payload,
          h.seq::text as head_seq, h.hash as head_hash,
          to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as head_at
     from event_queue q cross join event_chain_head h
    where h.id = 1
    order by q.queued_seq
    limit $1::int
      for update of h`,
);

interface QueuedWithHead {
  id: string;
  queued_seq: string;
  actor_id: string | null;
  company_id: string | null;
  account_id: string | null;
  entity_type: string;
  entity_id: string;
  type: EventToChain['type'];
  payload: EventToChain['payload'];
  head_seq: string;
  head_hash: string;
  head_at: string;
}

/** Prepared, as every seal after every call runs it. */
const SEALER_LOCK = preparedStatement('events.sealer-lock', 'select pg_advisory_xact_lock($1::bigint)');

async function sealBatch(tx: Tx): Promise<number> {
  await preparedRows(tx, SEALER_LOCK, [SEALER_LOCK_KEY]);
  // Sealed meanwhile by the sealer we waited for: nothing written, so the commit flushes nothing.
  const queued = await preparedRows<QueuedWithHead>(tx, TAKE_QUEUE_WITH_HEAD, [SEAL_BATCH]);
  const [first] = queued;
  if (!first) return 0;
  // The queued events keep their ids, and `at` is when they entered the chain. The queue rows go in the
  // same statement that writes the chain.
  await chainEvents(
    tx,
    { seq: first.head_seq, hash: first.head_hash, at: first.head_at },
    queued.map((event) => ({
      id: event.id,
      actorId: event.actor_id,
      companyId: event.company_id,
      accountId: event.account_id,
      entityType: event.entity_type,
      entityId: event.entity_id,
      type: event.type,
      payload: event.payload,
    })),
    queued.map((event) => Number(event.queued_seq)),
  );
  return queued.length;
}

interface SealRuns {
  /** The seal running now (it may have started before the caller's commit). */
  current: Promise<void> | null;
  /** The seal that starts when the current one ends: every caller arriving meanwhile shares it. */
  next: Promise<void> | null;
}

const sealRunsOf = new WeakMap<Db, SealRuns>();

function startSeal(db: Db, runs: SealRuns): Promise<void> {
  // A failed seal does not undo committed operations: their events stay queued for the sealing job.
  const run: Promise<void> = sealQueuedEvents(db).then(
    () => {
      if (runs.current === run) runs.current = null;
    },
    () => {
      if (runs.current === run) runs.current = null;
    },
  );
  return run;
}

/**
 * Resolves once a seal that started after this call has ended, so the caller's committed events are in
 * the chain. Callers of one process arriving while a seal runs share the next one: a process seals once
 * per seal duration, however many operations commit meanwhile, instead of once per operation.
 */
export function sealAfterCommit(db: Db): Promise<void> {
  let runs = sealRunsOf.get(db);
  if (!runs) {
    runs = { current: null, next: null };
    sealRunsOf.set(db, runs);
  }
  const state = runs;
  if (!state.current) {
    state.current = startSeal(db, state);
    return state.current;
  }
  state.next ??= state.current.then(() => {
    state.next = null;
    state.current = startSeal(db, state);
    return state.current;
  });
  return state.next;
}
