import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { users } from './users';

/**
 * A browser's sign-in (docs/decisions/090): the secret of its HttpOnly cookie (only the sha-256 is kept) mints
 * the 1-hour internal tokens. It ends at logout, after 2 hours without a renewal (idle_until) or at ends_at,
 * and its end ends the provider's session it came from and every token it minted.
 */
export const webSessions = pgTable(
  'web_sessions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    secretHash: text('secret_hash').notNull().unique(),
    /** The embedded provider's session (its `uid`) the sign-in came from; null for an external issuer. */
    providerSessionUid: text('provider_session_uid'),
    /** When the person typed their password (the provider's auth_time), for the recent sign-in rule. */
    authenticatedAt: timestampTz('authenticated_at'),
    idleUntil: timestamp('idle_until', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    endedAt: timestampTz('ended_at'),
    createdAt: createdAt(),
  },
  (t) => [index('web_sessions_user_idx').on(t.userId)],
);
