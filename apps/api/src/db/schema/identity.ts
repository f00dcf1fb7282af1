import { sql } from 'drizzle-orm';
import { check, index, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { invitations } from './invitations';

// The embedded OpenID provider's own store. It is apart from `users`: a person can hold an identity
// and still not be registered in the registry ("User is not registered in the system").

export const identityAccounts = pgTable(
  'identity_accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull().unique(),
    name: text('name').notNull(),
    passwordHash: text('password_hash').notNull(),
    /** The invitation whose e-mailed link made this identity (decision 086); null for any other. */
    invitationId: uuid('invitation_id').references(() => invitations.id, { onDelete: 'set null' }),
    /** Until its first sign-in, an identity whose invitation is revoked or expires is removed. */
    firstSignedInAt: timestampTz('first_signed_in_at'),
    createdAt: createdAt(),
  },
  (t) => [
    // Stored lower-case so that sign-in is case-insensitive through a plain unique index.
    check('identity_accounts_email_lower_case', sql`${t.email} = lower(${t.email})`),
    index('identity_accounts_unused_invitation_idx')
      .on(t.invitationId)
      .where(sql`${t.firstSignedInAt} is null`),
  ],
);

/** E-mailed single-use links to choose a new password (decision 087); only the token's SHA-256 is kept. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    identityAccountId: uuid('identity_account_id')
      .notNull()
      .references(() => identityAccounts.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('password_resets_identity_account_idx').on(t.identityAccountId),
    index('password_resets_expires_at_idx').on(t.expiresAt),
  ],
);

/** oidc-provider's adapter storage: sessions, grants, codes, tokens, interactions, clients. */
export const oidcPayloads = pgTable(
  'oidc_payloads',
  {
    id: text('id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    grantId: text('grant_id'),
    userCode: text('user_code'),
    uid: text('uid'),
    expiresAt: timestampTz('expires_at'),
    consumedAt: timestampTz('consumed_at'),
  },
  (t) => [
    primaryKey({ columns: [t.id, t.type] }),
    index('oidc_payloads_grant_id_idx').on(t.grantId),
    index('oidc_payloads_user_code_idx').on(t.userCode),
    index('oidc_payloads_uid_idx').on(t.uid),
    index('oidc_payloads_expires_at_idx').on(t.expiresAt),
  ],
);

/** Signing JWKS ('jwks') and cookie keys ('cookies'), shared so that every API process signs alike. */
export const oidcKeys = pgTable('oidc_keys', {
  id: text('id').primaryKey(),
  value: jsonb('value').notNull(),
  createdAt: createdAt(),
});

/**
 * The provider access tokens already exchanged at POST /api/auth/token (decision 090): each is exchanged
 * once, so its jti is kept until its exp; the exchange deletes the expired ones it passes.
 */
export const exchangedProviderTokens = pgTable(
  'exchanged_provider_tokens',
  {
    jti: text('jti').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('exchanged_provider_tokens_expires_at_idx').on(t.expiresAt)],
);
