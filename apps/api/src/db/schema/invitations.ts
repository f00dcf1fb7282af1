import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt, timestampTz } from './columns';
import { companies } from './companies';
import { accountMembershipRoleEnum, invitationKindEnum, invitationStatusEnum } from './enums';
import { users } from './users';

export const invitations = pgTable(
  'invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: invitationKindEnum('kind').notNull(),
    email: text('email').notNull(),
    companyId: uuid('company_id').references(() => companies.id),
    accountId: uuid('account_id').references(() => accounts.id),
    accountRole: accountMembershipRoleEnum('account_role'),
    invitedBy: uuid('invited_by')
      .notNull()
      .references(() => users.id),
    status: invitationStatusEnum('status').notNull().default('pending'),
    expiresAt: timestampTz('expires_at').notNull(),
    acceptedBy: uuid('accepted_by').references(() => users.id),
    /**
     * SHA-256 (hex) of the sign-up link's secret, e-mailed only to the invitee (decision 086); null once an
     * identity was made with it, and for invitations sent before the secret existed.
     */
    signUpTokenHash: text('sign_up_token_hash').unique(),
    createdAt: createdAt(),
  },
  (t) => [
    check('invitations_email_lower_case', sql`${t.email} = lower(${t.email})`),
    // An invitation to an account names the role the invitee will hold there.
    check('invitations_account_role', sql`${t.accountId} is null or ${t.accountRole} is not null`),
    index('invitations_email_idx').on(t.email),
    index('invitations_company_idx').on(t.companyId),
    index('invitations_account_idx').on(t.accountId),
  ],
);
