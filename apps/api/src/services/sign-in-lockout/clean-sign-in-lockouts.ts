import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/**
 * How long a lock of an address that belongs to nobody (no identity account, no registry user) is kept.
 * Long on purpose (decision 031): while it holds, such an address answers exactly like a locked account;
 * once it is gone, the next attempt says "invalid e-mail or password", which tells a patient prober that
 * nobody had the address a month ago.
 */
export const UNKNOWN_ADDRESS_LOCK_DAYS = 30;

/** Back-offs are remembered this long after the last one ended, so that repeated ones lead to the lock. */
export const BACKOFFS_KEPT_DAYS = 1;

/**
 * Deletes what no sign-in needs any more: failure counts whose window ended without a lock (the next failure
 * would start again at 1 anyway) once no back-off is to be remembered, locks of addresses nobody has, locked
 * more than UNKNOWN_ADDRESS_LOCK_DAYS ago, and second-factor steps that ended. A known address's lock stays
 * until an administrator lifts it. One statement a table: every process may run them.
 */
export async function cleanSignInLockouts(db: Db): Promise<{ deleted: number }> {
  const rows = await queryRows<{ email: string }>(
    db,
    sql`delete from sign_in_lockouts l
        where (l.locked_at is null
               and l.window_ends < now() - case when l.backoffs > 0
                 then ${BACKOFFS_KEPT_DAYS} * interval '1 day' else interval '0 seconds' end)
           or (l.locked_at < now() - ${UNKNOWN_ADDRESS_LOCK_DAYS} * interval '1 day'
               and not exists (select 1 from users u where lower(u.email) = l.email)
               and not exists (select 1 from identity_accounts a where a.email = l.email))
        returning l.email`,
  );
  await db.execute(sql`delete from second_factor_challenges where expires_at < now()`);
  return { deleted: rows.length };
}
