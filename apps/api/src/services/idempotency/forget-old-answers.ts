import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

const BATCH = 1_000;
/** Bounded: a backlog (the first run on an old registry) is worked off over several runs. */
const MAX_BATCHES = 50;
const DAY_MS = 86_400_000;

/**
 * Forgets the answers stored under Idempotency-Keys more than `keptDays` old (decision 083): the answer is
 * set to null, the key, its request's hash and the status it answered stay, so a retry that late is refused
 * (409, routes/idempotent-replay.ts) instead of run a second time. A key's answer is kilobytes and the table grows
 * by a row with every keyed call; what stays is about a hundred bytes a call. Safe with several API
 * processes: rows are taken FOR UPDATE SKIP LOCKED, a batch at a time, each batch its own short transaction.
 */
export async function forgetOldAnswers(
  db: Db,
  keptDays: number,
  now = new Date(),
): Promise<{ forgotten: number }> {
  const before = new Date(now.getTime() - keptDays * DAY_MS);
  let forgotten = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const rows = await queryRows(
      db,
      sql`
      with due as (
        select user_id, key from idempotency_keys
         where response is not null and created_at < ${before.toISOString()}::timestamptz
         order by created_at
         limit ${BATCH}
           for update skip locked)
      update idempotency_keys k set response = null
        from due where k.user_id = due.user_id and k.key = due.key
      returning 1`,
    );
    const count = rows.length;
    forgotten += count;
    if (count < BATCH) break;
  }
  return { forgotten };
}
