import { bigint, index, integer, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { identityAccounts } from './identity';

// The embedded provider's second factor (decision 089): a TOTP secret per identity account, its recovery codes,
// and the second step in progress. Identity data, apart from `users` like identity_accounts.

export const identitySecondFactors = pgTable('identity_second_factors', {
  accountId: uuid('account_id')
    .primaryKey()
    .references(() => identityAccounts.id, { onDelete: 'cascade' }),
  /** The base32 TOTP secret. Shown once, on the set-up page; never in an answer after that. */
  secret: text('secret').notNull(),
  /** Null while set-up awaits its first code: a pending secret is not asked for at sign-in. */
  confirmedAt: timestampTz('confirmed_at'),
  /** The last time step a code was accepted for: that code and older ones are refused (no replay). */
  lastTimeStep: bigint('last_time_step', { mode: 'number' }),
  createdAt: createdAt(),
});

export const identityRecoveryCodes = pgTable(
  'identity_recovery_codes',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    /** SHA-256 of the code as shown (random, 50 bits: a slow hash adds nothing). */
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.codeHash] })],
);

/**
 * A password already checked, waiting for its second step: keyed `interaction:<uid>` during a sign-in (the
 * interaction's cookie ties it to the browser), or by the SHA-256 of a random token on the set-up page.
 */
export const secondFactorChallenges = pgTable(
  'second_factor_challenges',
  {
    id: text('id').primaryKey(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    failures: integer('failures').notNull().default(0),
  },
  (t) => [index('second_factor_challenges_expires_at_idx').on(t.expiresAt)],
);
