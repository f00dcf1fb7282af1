import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * Failed sign-ins one client address may make in an hour, whatever e-mail addresses it tries (decision 088):
 * password spraying tries one password on many addresses, which no per-address back-off sees. Counted in
 * rate_limit_counters under its own key, so every API process counts the same failures. Only failures count:
 * an office signing in from one address spends nothing.
 */
const keyOf = (clientAddress: string) => `sign-in-failures|${clientAddress}`;
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** When the client's spent budget comes back, or null while it has failures left. */
export async function clientBudgetSpentUntil(
  db: DbOrTx,
  clientAddress: string,
  failuresPerHour: number,
  at: Date,
): Promise<Date | null> {
  const [row] = await queryRows<{ window_ends: string }>(
    db,
    sql`select window_ends from rate_limit_counters
        where key = ${keyOf(clientAddress)} and hits >= ${failuresPerHour} and window_ends > ${timestamp(at)}`,
  );
  return row ? new Date(row.window_ends) : null;
}

/** Counts one failed sign-in of the client; its hour starts with its first failure. */
export async function countClientFailure(db: DbOrTx, clientAddress: string, at: Date): Promise<void> {
  const now = timestamp(at);
  await db.execute(
    sql`insert into rate_limit_counters as r (key, hits, window_ends)
        values (${keyOf(clientAddress)}, 1, ${now} + interval '1 hour')
        on conflict (key) do update set
          hits = case when r.window_ends <= ${now} then 1 else r.hits + 1 end,
          window_ends = case when r.window_ends <= ${now} then ${now} + interval '1 hour' else r.window_ends end`,
  );
}
