import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './companies';
import { accountMembershipRoleEnum, accountStatusEnum, accountTypeEnum, membershipStatusEnum } from './enums';
import { users } from './users';

export const accounts = pgTable(
  'accounts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    name: text('name').notNull(),
    type: accountTypeEnum('type').notNull(),
    status: accountStatusEnum('status').notNull().default('awaitingReview'),
    /** Signatures an action on this account needs besides its initiator (four eyes, DESIGN §5). */
    requiredSignatures: integer('required_signatures').notNull().default(1),
    blockReason: text('block_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('accounts_required_signatures_positive', sql`${t.requiredSignatures} >= 1`),
    index('accounts_company_idx').on(t.companyId),
  ],
);

export const accountMemberships = pgTable(
  'account_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: accountMembershipRoleEnum('role').notNull(),
    status: membershipStatusEnum('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('account_memberships_account_user_unique').on(t.accountId, t.userId),
    index('account_memberships_user_idx').on(t.userId),
  ],
);

/** account_id trusts trusted_account_id as a sender: its transfers complete without acceptance. */
export const trustedAccounts = pgTable(
  'trusted_accounts',
  {
    accountId: uuid('account_id')
      .notNull()
      .references(() => accounts.id),
    trustedAccountId: uuid('trusted_account_id')
      .notNull()
      .references(() => accounts.id),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.trustedAccountId] }),
    check('trusted_accounts_not_self', sql`${t.accountId} <> ${t.trustedAccountId}`),
    index('trusted_accounts_trusted_idx').on(t.trustedAccountId),
  ],
);
