import type { FastifyRequest } from 'fastify';
import type { Tx } from './client';
import {
  executeSqlCounted,
  preparedRows,
  sqlLiteral,
  statementInBothForms,
  type SqlStatement,
  type StatementInBothForms,
} from './prepared-rows';

/**
 * The first lock of a ledger call (the block a transfer spends, the action a signature moves), sent in the
 * call's opening round trip after its Idempotency-Key's look-up (decision 061), instead of in a round trip of
 * its own once the handler runs (issue 13, docs/decisions/056). The route names it (its config's
 * `openingLock`, from the validated path and body); the service that takes that lock first asks for it
 * with takeOpeningLock and, when it was sent, uses its rows rather than querying again. The rows are the
 * same statement's, run at the same point of the same transaction: after the claim, before anything else.
 * A service that does not ask leaves the lock held until the call ends, as its own query would have.
 */
export interface OpeningLock {
  statement: SqlStatement;
  /** The statement's values, in order (null for SQL NULL). */
  values: readonly (string | null)[];
  /**
   * A read sent right after the lock, in the same round trip, of what the lock guards: a statement of its
   * own, so it takes a fresh snapshot and sees what the calls the lock waited for committed. Its rows are
   * kept only when the lock returned rows (the lock then holds), for the service to take (takeOpeningRead).
   */
  then?: { statement: SqlStatement; values: readonly (string | null)[] };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The call's first lock, to send with its claim (db/opening-lock.ts). */
    openingLock?: (request: FastifyRequest) => OpeningLock | undefined;
  }
}

/** The route's opening lock for this request, if it declares one. */
export function openingLockOf(request: FastifyRequest): OpeningLock | undefined {
  return request.routeOptions.config.openingLock?.(request);
}

/** The values as literals of an EXECUTE in a simple query. */
const literalsOf = (values: readonly (string | null)[]) =>
  values.map((value) => (value === null ? 'null' : sqlLiteral(value)));

type Rows = Record<string, unknown>[];

/**
 * The opening lock (and its read) as EXECUTEs to end a simple query on `connection`, how many results they
 * add to it, and their rows out of the query's results.
 */
export function openingLockSql(
  connection: object,
  lock: OpeningLock,
): { text: string; results: number; rowsOf(results: { rows: unknown[] }[]): { rows: Rows; read?: Rows } } {
  const locking = executeSqlCounted(connection, lock.statement, literalsOf(lock.values));
  const reading =
    lock.then && executeSqlCounted(connection, lock.then.statement, literalsOf(lock.then.values));
  return {
    text: reading ? `${locking.text};\n${reading.text}` : locking.text,
    results: locking.results + (reading?.results ?? 0),
    rowsOf: (results) => {
      const end = results.length - (reading?.results ?? 0);
      return {
        rows: (results[end - 1]?.rows ?? []) as Rows,
        read: reading ? ((results[results.length - 1]?.rows ?? []) as Rows) : undefined,
      };
    },
  };
}

const keyOf = (statement: SqlStatement, values: readonly (string | null)[]) =>
  `${statement.name}(${JSON.stringify(values)})`;

const sentWith = new WeakMap<Tx, { key: string; rows: Rows }>();
const readWith = new WeakMap<Tx, { key: string; rows: Rows }>();

/** Keeps the rows the opening lock (and its read) returned for the transaction's services to take. */
export function rememberOpeningLock(tx: Tx, lock: OpeningLock, rows: Rows, read?: Rows): void {
  sentWith.set(tx, { key: keyOf(lock.statement, lock.values), rows });
  if (lock.then && read && rows.length > 0) {
    readWith.set(tx, { key: keyOf(lock.then.statement, lock.then.values), rows: read });
  }
}

/**
 * The rows of the opening lock's read, when it was this statement with these values and the lock held;
 * once only.
 */
export function takeOpeningRead(
  tx: Tx,
  statement: SqlStatement,
  values: readonly (string | null)[],
): Rows | undefined {
  const read = readWith.get(tx);
  if (!read || read.key !== keyOf(statement, values)) return undefined;
  readWith.delete(tx);
  return read.rows;
}

/**
 * The rows of the opening lock sent with this transaction's claim, when it was this statement with these
 * values; once only (a second lock of the same row within the call queries as before).
 */
export function takeOpeningLock(
  tx: Tx,
  statement: SqlStatement,
  values: readonly (string | null)[],
): Record<string, unknown>[] | undefined {
  const sent = sentWith.get(tx);
  if (!sent || sent.key !== keyOf(statement, values)) return undefined;
  sentWith.delete(tx);
  return sent.rows;
}

/** Rolled back to the claim (a race lost, run again): what the opening lock held is gone with it. */
export function forgetOpeningLock(tx: Tx): void {
  sentWith.delete(tx);
  readWith.delete(tx);
}

/** A lock statement that can open a call: one text, prepared for the extended protocol and in SQL. */
export type LockStatement = StatementInBothForms;

export const lockStatement = statementInBothForms;

/** The lock as a route's opening lock, for these values. */
export function openingLock(lock: LockStatement, values: readonly (string | null)[]): OpeningLock {
  return { statement: lock.sql, values };
}

/** The lock's rows: those sent with the call's claim when it was opened so, or a query of its own. */
export async function lockedRows(
  tx: Tx,
  lock: LockStatement,
  values: readonly (string | null)[],
): Promise<Record<string, unknown>[]> {
  return takeOpeningLock(tx, lock.sql, values) ?? preparedRows(tx, lock.prepared, values);
}
