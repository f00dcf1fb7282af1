import { PgTransaction } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './client';
import { retryTransient } from './transient-retry';

/** Whether `db` is a caller's open transaction rather than the database itself. */
export const isTransaction = (db: Db): db is Tx => db instanceof PgTransaction;

/**
 * The one way a service opens its transaction. Given the database, `work` runs in a transaction of its own,
 * run again whole when it loses a race (a deadlock, a serialization failure: transient-retry.ts). Given the
 * caller's transaction (a call's, routes/keyed-call.ts, or another service's), `work` joins it: the caller
 * owns that transaction, so a refusal rolls back the caller's whole work and a lost race runs it again.
 */
export function inTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  if (isTransaction(db)) return work(db);
  return retryTransient(() => db.transaction(work));
}
