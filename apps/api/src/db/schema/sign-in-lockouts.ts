import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Failed sign-ins per e-mail address and the lock they lead to (issue 15 §5), in the database so that every
// API process counts the same failures and honours the same lock. Keyed by the address typed, whether or not
// an account has it: an unknown address locks like a known one, so the lock tells nothing about who exists.
export const signInLockouts = pgTable('sign_in_lockouts', {
  /** Lower-case, as identity accounts and users store it. */
  email: text('email').primaryKey(),
  failures: integer('failures').notNull(),
  /** The current counting window ends here; the next failure after it starts a new window at 1. */
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
  /** Set when the failures reached the limit; cleared only by an administrator (or deleting the row). */
  lockedAt: timestamp('locked_at', { withTimezone: true }),
});
