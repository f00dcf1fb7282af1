import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { tokenKindEnum } from './enums';
import { users } from './users';

/** Internal session tokens (1 hour) and named API tokens. Only a sha-256 of the token is kept. */
export const tokens = pgTable(
  'tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: tokenKindEnum('kind').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    name: text('name'),
    /** Lower-case hex sha-256 of the bearer token. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at'),
    revokedAt: timestampTz('revoked_at'),
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('tokens_user_idx').on(t.userId)],
);
