import type pg from 'pg';
import { executeSql, type SqlStatement } from './prepared-rows';

/** How a job's batch ends: the statements to send with COMMIT (none: COMMIT alone), and what it answers. */
export interface BatchEnd<T> {
  closing: string | null;
  /** The job's result, given the closing query's results (one per statement, a PREPARE counted too). */
  result: (closed: pg.QueryResult[]) => T;
}

/**
 * A background job's batch on a connection of the pool, in as few round trips as its work allows (issue
 * 13): BEGIN, the job's advisory lock (its runs in every API process queue on it; it costs no disk write,
 * unlike a row lock) and its first statement as one simple query, so the statement reads what the run the
 * lock waited for left; then `work` with that statement's rows, on the same connection; then its closing
 * statements with COMMIT as one simple query. A failure rolls the batch back and drops the connection: a
 * PREPARE of the failed query may not have run (executeSql), so the connection is not trusted again.
 */
export async function jobBatchOnPool<Row extends pg.QueryResultRow, T>(
  pool: pg.Pool,
  lockKey: number,
  first: SqlStatement,
  work: (rows: Row[], connection: pg.PoolClient) => Promise<BatchEnd<T>>,
): Promise<T> {
  const connection = await pool.connect();
  try {
    const opened = (await connection.query(
      `begin;
       select pg_advisory_xact_lock(${lockKey}::bigint);
       ${executeSql(connection, first, [])}`,
    )) as unknown as pg.QueryResult<Row>[];
    const end = await work(opened.at(-1)?.rows ?? [], connection);
    const closed = await connection.query(end.closing === null ? 'commit' : `${end.closing};\ncommit`);
    connection.release();
    return end.result([closed].flat() as pg.QueryResult[]);
  } catch (error) {
    await connection.query('rollback').catch(() => undefined);
    connection.release(error as Error);
    throw error;
  }
}
