import { AsyncLocalStorage } from 'node:async_hooks';
import type { Db, Tx } from './client';
import type { PreparedStatement, SqlStatement } from './prepared-rows';
import { retryTransient } from './transient-retry';

/**
 * The one transaction an HTTP call with an Idempotency-Key runs in (plugins/idempotency.ts): the key's
 * claim, the operation and its stored answer commit together or not at all.
 */
export interface RequestTransaction {
  tx: Tx;
  /** False once committed or rolled back: the request's later queries go to the pool again. */
  open: boolean;
  /** Work to run once the transaction has committed (the ledger seals its queued events there). */
  afterCommit: (() => Promise<unknown>)[];
  /**
   * Statements to run last, after the call's work and before its answer is stored and committed; on
   * PostgreSQL they travel in that closing round trip (plugins/idempotent-claim.ts). A refusal drops them
   * with the rest of the work.
   */
  closing: ClosingStatement[];
}

/** A statement for a call's closing round trip, in both forms (PGlite takes the prepared one). */
export interface ClosingStatement {
  prepared: PreparedStatement;
  sql: SqlStatement;
  /** Its values, each a text parameter or SQL null, read at the close; null: nothing left to run. */
  values(): readonly (string | null)[] | null;
}

/**
 * Leaves `statement` as the first closing statement of the keyed call whose request transaction `tx` is;
 * false, and nothing done, when `tx` is not one or something is already left there. For a call's last
 * work only: nothing the call runs afterwards sees what the statement writes (issue 13: the initiate's
 * reservation and action travel with its answer and COMMIT).
 */
export function leaveForClose(tx: Tx, statement: ClosingStatement): boolean {
  const current = currentRequestTransaction();
  if (current?.tx !== tx || current.closing.length > 0) return false;
  current.closing.push(statement);
  return true;
}

const scope = new AsyncLocalStorage<RequestTransaction>();

/** The open request transaction of the calling code, if it runs inside one. */
export function currentRequestTransaction(): RequestTransaction | undefined {
  const current = scope.getStore();
  return current?.open ? current : undefined;
}

/** Runs `next` (and everything it starts) inside the request transaction. */
export function runInRequestTransaction(current: RequestTransaction, next: () => void): void {
  scope.run(current, next);
}

/**
 * Runs `work` once what the calling code wrote is committed: inside a request transaction after its commit
 * (before the reply leaves), otherwise now. For what cannot be rolled back, such as a mail: a refused call's
 * work and a concurrent duplicate's (plugins/idempotency.ts) are rolled back, and their mail must not leave.
 */
export async function afterCommit(work: () => Promise<unknown>): Promise<void> {
  const current = currentRequestTransaction();
  if (current) current.afterCommit.push(work);
  else await work();
}

/** Runs `work` outside any request transaction (after-commit work must not reach a closed one). */
export function outsideRequestTransaction<T>(work: () => T): T {
  return scope.exit(work);
}

/**
 * The database every route and service is given. Outside a request transaction it is the pool (or PGlite)
 * itself. Inside one, every query goes to that transaction, so the call reads its own writes, and a
 * service's `db.transaction(work)` runs `work` in it directly: the request transaction is already the
 * operation's one transaction, and a refusal rolls its work back. A
 * transaction of its own that loses a race (deadlock, serialization failure) is run again whole
 * (transient-retry.ts); a request transaction is run again from its claim by the idempotency plugin.
 */
export function scopedToRequests(db: Db): Db {
  return new Proxy(db, {
    get(target, property) {
      const current = currentRequestTransaction();
      if (property === 'transaction') {
        if (current) return <T>(work: (tx: Tx) => Promise<T>) => work(current.tx);
        return (...args: Parameters<Db['transaction']>) => retryTransient(() => target.transaction(...args));
      }
      const source: object = current ? current.tx : target;
      const value: unknown = Reflect.get(source, property, source);
      return typeof value === 'function' ? (value as (...args: unknown[]) => unknown).bind(source) : value;
    },
  });
}
