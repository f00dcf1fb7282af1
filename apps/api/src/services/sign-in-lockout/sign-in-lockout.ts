import { eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { signInLockouts, users } from '../../db/schema';
import { eventTransaction, recordEvents } from '../events/record-events';

export interface SignInLockoutLimits {
  /** Failures within the window that hold the address back. */
  failures: number;
  windowMinutes: number;
  /** The back-off that makes this many since the last sign-in locks the address for an administrator instead. */
  lockAfterBackoffs: number;
}

/** How long each back-off lasts (decision 088): the first 1 minute, the second 5, every later one 15. */
export const BACKOFF_MINUTES = [1, 5, 15] as const;
export const backoffMinutes = (backoff: number): number =>
  BACKOFF_MINUTES[Math.min(backoff, BACKOFF_MINUTES.length) - 1]!;

/** Why sign-in to an address is refused before its password is checked, or null. */
export type SignInHold = { kind: 'locked' } | { kind: 'held'; until: Date };

const normalised = (email: string) => email.trim().toLowerCase();
const timestamp = (at: Date) => sql`${at.toISOString()}::timestamptz`;

/** The hold on this e-mail address at `at` (known address or not: the answer is the same). */
export async function signInHoldOf(db: DbOrTx, email: string, at: Date): Promise<SignInHold | null> {
  const [row] = await db
    .select({ lockedAt: signInLockouts.lockedAt, blockedUntil: signInLockouts.blockedUntil })
    .from(signInLockouts)
    .where(eq(signInLockouts.email, normalised(email)));
  if (row?.lockedAt) return { kind: 'locked' };
  if (row?.blockedUntil && row.blockedUntil > at) return { kind: 'held', until: row.blockedUntil };
  return null;
}

/** When sign-in to this e-mail address was locked for an administrator to lift, or null. */
export async function signInLockedAt(db: DbOrTx, email: string): Promise<Date | null> {
  const [row] = await db
    .select({ lockedAt: signInLockouts.lockedAt })
    .from(signInLockouts)
    .where(eq(signInLockouts.email, normalised(email)));
  return row?.lockedAt ?? null;
}

/**
 * Counts one failed sign-in at `at` (a wrong password or a wrong second-factor code). The failure that fills
 * the window holds the address back for its back-off, or, when that back-off is the `lockAfterBackoffs`-th
 * since the last sign-in, locks it and writes SignInLocked to the event log if a registry user has it. One
 * transaction: the upsert takes the row's lock, so two processes counting at once lose nothing.
 * Answers the hold the failure led to, if any.
 */
export async function countFailedSignIn(
  db: Db,
  email: string,
  limits: SignInLockoutLimits,
  at: Date,
): Promise<SignInHold | null> {
  const address = normalised(email);
  const now = timestamp(at);
  return eventTransaction(db, async (tx) => {
    const [row] = await queryRows<{ failures: number; backoffs: number }>(
      tx,
      sql`insert into sign_in_lockouts as l (email, failures, window_ends)
          values (${address}, 1, ${now} + ${limits.windowMinutes} * interval '1 minute')
          on conflict (email) do update set
            failures = case when l.window_ends <= ${now} then 1 else l.failures + 1 end,
            window_ends = case when l.window_ends <= ${now}
              then ${now} + ${limits.windowMinutes} * interval '1 minute' else l.window_ends end
          returning failures, backoffs`,
    );
    if (!row || row.failures < limits.failures) return null;

    const backoffs = row.backoffs + 1;
    if (backoffs >= limits.lockAfterBackoffs) {
      await tx
        .update(signInLockouts)
        .set({ failures: 0, backoffs, blockedUntil: null, lockedAt: at })
        .where(eq(signInLockouts.email, address));
      const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.email, address));
      if (user) {
        await recordEvents(tx, [
          {
            type: 'SignInLocked',
            actorId: null,
            entityType: 'user',
            entityId: user.id,
            payload: { failures: backoffs * limits.failures, windowMinutes: limits.windowMinutes },
          },
        ]);
      }
      return { kind: 'locked' };
    }
    const until = new Date(at.getTime() + backoffMinutes(backoffs) * 60_000);
    // The window starts again when the back-off ends: its failures are the next back-off's.
    await tx
      .update(signInLockouts)
      .set({ failures: 0, backoffs, blockedUntil: until, windowEnds: until })
      .where(eq(signInLockouts.email, address));
    return { kind: 'held', until };
  });
}

/** A successful sign-in forgets the failures and back-offs before it (a locked address never gets this far). */
export async function forgetFailedSignIns(db: DbOrTx, email: string): Promise<void> {
  await db.delete(signInLockouts).where(eq(signInLockouts.email, normalised(email)));
}
