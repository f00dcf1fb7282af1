import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { ApiTokenScope } from '@safc/domain';
import { accounts } from './accounts';
import { createdAt, timestampTz } from './columns';
import { tokenKindEnum } from './enums';
import { users } from './users';
import { webSessions } from './web-sessions';

/** Internal session tokens (1 hour) and named API tokens (at most a year). Only a sha-256 of the token is kept. */
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
    /** The browser sign-in that minted a session token: its end revokes the token (decision 090). */
    webSessionId: uuid('web_session_id').references(() => webSessions.id),
    /** An API token's scope (decision 091); session tokens are `full`. */
    scope: text('scope').$type<ApiTokenScope>().notNull().default('full'),
    /** The one account an API token is held to, or null. */
    accountId: uuid('account_id').references(() => accounts.id),
  },
  (t) => [
    index('tokens_user_idx').on(t.userId),
    index('tokens_web_session_idx').on(t.webSessionId),
    check('tokens_scope_check', sql`${t.scope} in ('read', 'full')`),
  ],
);
