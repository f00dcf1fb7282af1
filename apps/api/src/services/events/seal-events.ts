import { asc, inArray, sql } from 'drizzle-orm';
import type pg from 'pg';
import type { EventType } from '@safc/domain';
import type { Db, Tx } from '../../db/client';
import { eventQueue } from '../../db/schema';
import { jobBatchOnPool } from '../../db/job-batch';
import { executeSql, poolOf, sqlLiteral, sqlStatement } from '../../db/prepared-rows';
import { chainEvents, chainedRowsOf, type ChainHead } from './chain-events';

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
    const pool = poolOf(db);
    const count = pool ? await sealBatchOnPool(pool) : await db.transaction((tx) => sealBatch(tx));
    sealed += count;
    if (count < SEAL_BATCH) break;
  }
  return sealed;
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
 * Vacuums the event queue on PostgreSQL (decision 006): every ledger call inserts into it and every seal
 * deletes what it took, so under load it gains hundreds of dead rows a second, and each seal's take
 * (a scan of the queue) read them all again, living or dead: 80 to 300 shared buffers a seal, an eighth of a
 * transfer's, growing for as long as autovacuum (a minute apart by default) left the table alone. Vacuumed
 * every second, the queue stays a few pages long. SKIP_LOCKED: a vacuum already running (another process's)
 * is enough. TRUNCATE false: giving the emptied pages at the queue's end back to the file system takes the
 * table's ACCESS EXCLUSIVE lock, which every ledger call's insert queued behind, and makes every connection
 * rebuild its cache entry for the table; the vacuumed pages are reused by the next inserts anyway (the
 * vacuum's time in pg_stat_statements: 140 ms a run with it, under the ledger benchmark).
 * PGlite has one connection and the queue of one user's clicks: nothing to gain there.
 */
export async function vacuumEventQueue(db: Db): Promise<void> {
  const pool = poolOf(db);
  if (pool) await pool.query('vacuum (skip_locked, truncate false) event_queue');
}

/** Sealers of every API process queue on this advisory lock (it costs no disk write, unlike a row lock). */
const SEALER_LOCK_KEY = 726_005;

async function sealBatch(tx: Tx): Promise<number> {
  await tx.execute(sql`select pg_advisory_xact_lock(${SEALER_LOCK_KEY}::bigint)`);
  // Sealed meanwhile by the sealer we waited for: nothing written, so the commit flushes nothing.
  const queued = await tx.select().from(eventQueue).orderBy(asc(eventQueue.queuedSeq)).limit(SEAL_BATCH);
  if (queued.length === 0) return 0;
  // chainEvents takes the head row lock; the queued events keep their ids, and `at` is when they entered
  // the chain.
  await chainEvents(tx, queued);
  await tx.delete(eventQueue).where(
    inArray(
      eventQueue.queuedSeq,
      queued.map((event) => event.queuedSeq),
    ),
  );
  return queued.length;
}

/**
 * The seal's two statements, prepared in SQL once per connection (executeSql): the oldest queued events taken
 * out of the queue and, only when there are some, the chain head locked and read with the database clock
 * (the same SELECT ... FOR UPDATE as chainEvents); then the chained events inserted and the head moved.
 */
const SEAL_TAKE_SQL = sqlStatement(
  'safc_seal_take',
  [],
  `with taken as (
     delete from event_queue
      where queued_seq in (select queued_seq from event_queue order by queued_seq limit ${SEAL_BATCH})
     returning *
   ), head as (
     select seq, hash,
            to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at
       from event_chain_head
      where id = 1 and exists (select 1 from taken)
        for update
   )
   select t.id, t.actor_id, t.company_id, t.account_id, t.entity_type, t.entity_id, t.type, t.payload,
          h.seq::text as head_seq, h.hash as head_hash, h.at as head_at
     from taken t left join head h on true
    order by t.queued_seq`,
);
const SEAL_CHAIN_SQL = sqlStatement(
  'safc_seal_chain',
  ['jsonb', 'bigint', 'text'],
  `with inserted as (
     insert into events (id, seq, at, actor_id, company_id, account_id, entity_type, entity_id, type,
                         payload, prev_hash, hash)
     select e.id, e.seq, e.at, e."actorId", e."companyId", e."accountId", e."entityType", e."entityId",
            e.type, e.payload, e."prevHash", e.hash
       from jsonb_to_recordset($1) as e(id uuid, seq bigint, at timestamptz, "actorId" uuid,
            "companyId" uuid, "accountId" uuid, "entityType" text, "entityId" text, type event_type,
            payload jsonb, "prevHash" text, hash text)
   )
   update event_chain_head set seq = $2, hash = $3 where id = 1`,
);

interface TakenEvent {
  id: string;
  actor_id: string | null;
  company_id: string | null;
  account_id: string | null;
  entity_type: string;
  entity_id: string;
  type: EventType;
  payload: unknown;
  head_seq: string;
  head_hash: string;
  head_at: string;
}

/**
 * The same batch on PostgreSQL in two round trips instead of eight (issue 13), the same steps in the same
 * order: BEGIN, the advisory lock, then one statement that takes the oldest queued events out of the queue
 * (DELETE ... RETURNING: under the advisory lock no other sealer takes them, and a writer's uncommitted
 * events are not seen, as before) and, only when there are some, locks the chain head and reads it with the
 * database clock (the same SELECT ... FOR UPDATE as chainEvents). The links are hashed here (chainedRowsOf),
 * then the events' insert, the head's move and COMMIT travel as one simple query. Both statements are
 * prepared in SQL once per connection (EXECUTE with literals: a simple query has no parameters). An empty queue writes nothing and locks no row, so its COMMIT flushes
 * nothing. A failure rolls everything back: the events stay queued for the next seal.
 */
function sealBatchOnPool(pool: pg.Pool): Promise<number> {
  return jobBatchOnPool<TakenEvent, number>(
    pool,
    SEALER_LOCK_KEY,
    SEAL_TAKE_SQL,
    async (taken, connection) => {
      const first = taken[0];
      if (!first) return { closing: null, result: () => 0 };
      if (first.head_seq === null)
        throw new Error(
          'sealQueuedEvents: the event_chain_head row is missing (were the migrations applied?)',
        );
      const head: ChainHead = { seq: Number(first.head_seq), hash: first.head_hash, at: first.head_at };
      const rows = chainedRowsOf(
        head,
        taken.map((event) => ({
          id: event.id,
          actorId: event.actor_id,
          companyId: event.company_id,
          accountId: event.account_id,
          entityType: event.entity_type,
          entityId: event.entity_id,
          type: event.type,
          payload: event.payload,
        })),
      );
      const last = rows[rows.length - 1];
      if (!last) throw new Error('sealQueuedEvents: nothing chained');
      const inserted = JSON.stringify(rows.map((row) => ({ ...row, at: head.at })));
      return {
        closing: executeSql(connection, SEAL_CHAIN_SQL, [
          sqlLiteral(inserted),
          String(last.seq),
          sqlLiteral(last.hash),
        ]),
        result: () => rows.length,
      };
    },
  );
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
