import type { SQL } from 'drizzle-orm';
import type { DbOrTx } from './client';

/**
 * Rows of a raw SQL query on either driver (both answer `{ rows }`). The two drivers parse some types
 * differently (int8, numeric, timestamps), so cast in SQL to text or int4 what the caller reads.
 */
export async function queryRows<Row extends Record<string, unknown>>(db: DbOrTx, query: SQL): Promise<Row[]> {
  // The two drivers' execute() answer differently typed results through the DbOrTx union; both carry `rows`.
  // eslint-disable-next-line @typescript-eslint/no-unnecessary-type-assertion -- this is the one place that reads them
  const result = (await db.execute(query)) as unknown as { rows: Row[] };
  return result.rows;
}
