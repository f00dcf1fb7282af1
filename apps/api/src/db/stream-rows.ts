import { randomUUID } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from './client';
import { queryRows } from './query-rows';

/**
 * Reads a query's rows through a server-side cursor, a batch at a time, so memory holds one batch however
 * many rows there are (the same SQL on PGlite and PostgreSQL). Must run inside a transaction: the cursor
 * lives until its end. As with queryRows, cast in SQL what the drivers read differently (int8, numeric).
 */
export async function forEachRowBatch<Row extends Record<string, unknown>>(
  tx: Tx,
  query: SQL,
  batchSize: number,
  handle: (rows: Row[]) => Promise<void> | void,
): Promise<void> {
  const cursor = sql.identifier(`rows_${randomUUID().replace(/-/g, '')}`);
  // Every row will be read: plan for the whole result, not for the first tenth (the cursor default, which
  // favours fast-start nested loops that are ruinous over a large period).
  await tx.execute(sql`set local cursor_tuple_fraction = 1`);
  await tx.execute(sql`declare ${cursor} no scroll cursor for ${query}`);
  for (;;) {
    const rows = await queryRows<Row>(tx, sql`fetch forward ${sql.raw(String(batchSize))} from ${cursor}`);
    if (rows.length > 0) await handle(rows);
    if (rows.length < batchSize) break;
  }
  await tx.execute(sql`close ${cursor}`);
}
