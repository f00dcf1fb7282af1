import type { Db, Tx } from '../../db/client';
import { currentRequestTransaction } from '../../db/request-transaction';
import { sealQueuedEvents } from './seal-events';

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

/**
 * One ledger operation: its transaction (which queues its events with queueEvents), then, once committed,
 * the sealing of those events into the hash chain (docs/decisions/006). Inside a call's request
 * transaction (an Idempotency-Key) the commit comes when the answer is stored, so the seal waits for it.
 */
export async function ledgerTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  const request = currentRequestTransaction();
  if (request) request.afterCommit.push(() => sealAfterCommit(db));
  else await sealAfterCommit(db);
  return result;
}
