import { sql } from 'drizzle-orm';
import { bigint, check, date, index, numeric, pgTable, text, unique, uuid } from 'drizzle-orm/pg-core';
import { createdAt, timestampTz } from './columns';
import { companies } from './companies';
import { accountTypeEnum, feeKindEnum, invoiceStatusEnum } from './enums';
import { events } from './events';
import { users } from './users';

// Money is integer cents (bigint read as a JavaScript number: exact up to 90 trillion dollars).
const cents = (name: string) => bigint(name, { mode: 'number' });

/** The fee schedule (DESIGN §9). account_type is null for fees that do not depend on it (per tonne issued). */
export const fees = pgTable(
  'fees',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: feeKindEnum('kind').notNull(),
    accountType: accountTypeEnum('account_type'),
    amountCents: cents('amount_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    updatedBy: uuid('updated_by').references(() => users.id),
    updatedAt: timestampTz('updated_at').notNull().defaultNow(),
  },
  (t) => [
    // NULLS NOT DISTINCT: only one per-tonne fee, whose account_type is null.
    unique('fees_kind_account_type_unique').on(t.kind, t.accountType).nullsNotDistinct(),
    check('fees_amount_not_negative', sql`${t.amountCents} >= 0`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    number: text('number').notNull().unique(),
    periodStart: date('period_start').notNull(),
    periodEnd: date('period_end').notNull(),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    totalCents: cents('total_cents').notNull(),
    currency: text('currency').notNull().default('USD'),
    issuedAt: timestampTz('issued_at'),
    paidAt: timestampTz('paid_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('invoices_total_not_negative', sql`${t.totalCents} >= 0`),
    check('invoices_period_order', sql`${t.periodEnd} >= ${t.periodStart}`),
    index('invoices_company_period_idx').on(t.companyId, t.periodStart),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    // A draft can be regenerated: its lines go with it.
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    unitCents: cents('unit_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /** The event the line bills (an issuance approved, an account opened...). */
    eventId: uuid('event_id').references(() => events.id),
  },
  (t) => [index('invoice_lines_invoice_idx').on(t.invoiceId), index('invoice_lines_event_idx').on(t.eventId)],
);
