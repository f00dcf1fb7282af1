import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { signInLockouts, users } from '../../db/schema';
import { eventTransaction, recordEvents } from '../events/record-events';

export interface SignInLockoutLimits {
  /** Failures within the window that lock the address. */
  failures: number;
  windowMinutes: number;
}

const normalised = (email: string) => email.trim().toLowerCase();

/** When sign-in to this e-mail address was locked, or null (known address or not: the answer is the same). */
export async function signInLockedAt(db: DbOrTx, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedAt: signInLockouts.lockedAt })
    .from(signInLockouts)
    .where(eq(signInLockouts.email, normalised(email)));
  return row?.lockedAt ?? null;
}

/**
 * Counts one failed sign-in in one upsert, so two processes counting at once never lose a failure; the failure
 * that reaches the limit locks the address and, when a registry user has it, writes SignInLocked to the event
 * log in the same transaction. Answers whether the address is locked now.
 */
export async function countFailedSignIn(
  db: Db,
  email: string,
  limits: SignInLockoutLimits,
): Promise<{ locked: boolean; lockedNow: boolean }> {
  const address = normalised(email);
  return eventTransaction(db, async (tx) => {
    const [row] = await queryRows<{ failures: number; locked: boolean; locked_now: boolean }>(
      tx,
      sql`insert into sign_in_lockouts as l (email, failures, window_ends, locked_at)
          values (${address}, 1, now() + ${limits.windowMinutes} * interval '1 minute',
                  case when ${limits.failures} <= 1 then now() end)
          on conflict (email) do update set
            failures = case when l.locked_at is null and l.window_ends <= now() then 1 else l.failures + 1 end,
            window_ends = case when l.locked_at is null and l.window_ends <= now()
              then now() + ${limits.windowMinutes} * interval '1 minute' else l.window_ends end,
            locked_at = case
              when l.locked_at is not null then l.locked_at
              when (case when l.window_ends <= now() then 1 else l.failures + 1 end) >= ${limits.failures}
                then now()
            end
          returning failures, locked_at is not null as locked, locked_at = now() as locked_now`,
    );
    const locked = Boolean(row?.locked);
    const lockedNow = Boolean(row?.locked_now);
    if (row && lockedNow) {
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (user) {
        await recordEvents(tx, [
          {
            type: 'SignInLocked',
            actorId: null,
            entityType: 'user',
            entityId: user.id,
            payload: { failures: row.failures, windowMinutes: limits.windowMinutes },
          },
        ]);
      }
    }
    return { locked, lockedNow };
  });
}

/** A successful sign-in forgets the failures before it (a locked address never gets this far). */
export async function forgetFailedSignIns(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, normalised(email)));
}
