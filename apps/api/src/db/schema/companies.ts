import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companyRoleEnum, companyStatusEnum, membershipStatusEnum } from './enums';
import { users } from './users';

export const companies = pgTable(
  'companies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    status: companyStatusEnum('status').notNull().default('awaitingReview'),
    address: text('address'),
    address2: text('address2'),
    city: text('city'),
    state: text('state'),
    postcode: text('postcode'),
    /** ISO 3166-1 alpha-2, upper case. */
    country: text('country'),
    website: text('website'),
    email: text('email'),
    /** Hides the name from public pages (unit listing, retirement table). */
    isNamePrivate: boolean('is_name_private').notNull().default(false),
    blockReason: text('block_reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('companies_country_alpha2', sql`${t.country} is null or ${t.country} ~ '^[A-Z]{2}$'`),
    index('companies_status_idx').on(t.status),
  ],
);

export const companyMemberships = pgTable(
  'company_memberships',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    role: companyRoleEnum('role').notNull(),
    status: membershipStatusEnum('status').notNull().default('active'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('company_memberships_company_user_unique').on(t.companyId, t.userId),
    index('company_memberships_user_idx').on(t.userId),
  ],
);
