import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Failed sign-ins per e-mail address, the back-offs and the lock they lead to (issue 15 §5, decision 088), in the
// database so that every API process counts the same failures and honours the same back-off and lock. Keyed by
// the address typed, whether or not an account has it: an unknown address is held back and locked like a known
// one, so neither tells anything about who exists.
export const signInLockouts = pgTable('sign_in_lockouts', {
  /** Lower-case, as identity accounts and users store it. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  /** The current counting window ends here; the next failure after it starts a new window at 1. */
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  /** Back-offs since the address last signed in (forgotten a day after the last); enough of them lock it. */
  backoffs: integer('backoffs').notNull().default(0),
  /** Until then every sign-in to the address is refused unchecked, the right password too. */
  blockedUntil: timestamp('blocked_until', { withTimezone: true }),
  /** Set when the back-offs reached the limit; cleared only by an administrator (or deleting the row). */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
});
