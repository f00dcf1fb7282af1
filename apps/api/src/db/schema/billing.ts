import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  smallint,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { accountTypeEnum, feeKindEnum, invoiceStatusEnum } from './enums';
import { users } from './users';

// Money is integer cents (bigint read as a JavaScript number: exact up to 90 trillion dollars).
const cents = (name: string) => bigint(name, { mode: 'number' });
/** A calendar day, read and written as 'YYYY-MM-DD'. */
const day = (name: string) => date(name, { mode: 'string' });

/**
 * A version of the fee schedule (DESIGN §9, issue 9). Versions are never changed: an edit is a new version.
 * On any day the newest version whose effective_from is on or before it applies (feeVersionInForce).
 */
export const feeSchedules = pgTable(
  'fee_schedules',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    version: integer('version').notNull().unique(),
    effectiveFrom: day('effective_from').notNull(),
    currency: text('currency').notNull().default('USD'),
    /** Null for the default schedule every registry starts with. */
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [check('fee_schedules_version_positive', sql`${t.version} >= 1`)],
);

/** The rates of a version. account_type is null for the per-tonne fee, which is the same for every type. */
export const fees = pgTable(
  'fees',
  {
    scheduleId: uuid('schedule_id')
      .notNull()
      .references(() => feeSchedules.id),
    kind: feeKindEnum('kind').notNull(),
    accountType: accountTypeEnum('account_type'),
    amountCents: cents('amount_cents').notNull(),
  },
  (t) => [
    // NULLS NOT DISTINCT: one per-tonne fee per version, whose account_type is null.
    unique('fees_schedule_kind_account_type_unique')
      .on(t.scheduleId, t.kind, t.accountType)
      .nullsNotDistinct(),
    check('fees_amount_not_negative', sql`${t.amountCents} >= 0`),
    check('fees_account_type_by_kind', sql`(${t.kind} = 'issuancePerTonne') = (${t.accountType} is null)`),
  ],
);

export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    /** INV-YYYY-NNNNNN, given at issue from invoice_number_counters; drafts have none, void ones keep theirs. */
    number: text('number').unique(),
    periodStart: day('period_start').notNull(),
    periodEnd: day('period_end').notNull(),
    status: invoiceStatusEnum('status').notNull().default('draft'),
    totalCents: cents('total_cents').notNull().default(0),
    currency: text('currency').notNull().default('USD'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    issuedOn: day('issued_on'),
    dueOn: day('due_on'),
    issuedBy: uuid('issued_by').references(() => users.id),
    /** The company as it stood at issue (InvoiceParty): an issued invoice never changes with later edits. */
    billedTo: jsonb('billed_to'),
    paidOn: day('paid_on'),
    paymentReference: text('payment_reference'),
    paidRecordedBy: uuid('paid_recorded_by').references(() => users.id),
    voidedOn: day('voided_on'),
    voidReason: text('void_reason'),
    voidedBy: uuid('voided_by').references(() => users.id),
  },
  (t) => [
    check('invoices_total_not_negative', sql`${t.totalCents} >= 0`),
    check('invoices_period_order', sql`${t.periodEnd} >= ${t.periodStart}`),
    // Drafts have no number; issued and paid invoices always do (void ones keep whatever they had).
    check(
      'invoices_number_by_status',
      sql`(${t.status} <> 'draft' or ${t.number} is null) and (${t.status} not in ('issued', 'paid') or ${t.number} is not null)`,
    ),
    check(
      'invoices_paid_has_payment',
      sql`${t.status} <> 'paid' or (${t.paidOn} is not null and ${t.paymentReference} is not null)`,
    ),
    check('invoices_void_has_reason', sql`${t.status} <> 'void' or ${t.voidReason} is not null`),
    index('invoices_company_period_idx').on(t.companyId, t.periodStart),
    index('invoices_status_idx').on(t.status),
    index('invoices_created_at_idx').on(t.createdAt),
  ],
);

/** The last number given in each year: its row lock makes numbering gapless (a rollback gives it back). */
export const invoiceNumberCounters = pgTable(
  'invoice_number_counters',
  {
    year: integer('year').primaryKey(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [check('invoice_number_counters_positive', sql`${t.lastNumber} >= 1`)],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id),
    /** Order on the invoice. */
    position: integer('position').notNull(),
    kind: feeKindEnum('kind').notNull(),
    description: text('description').notNull(),
    quantity: numeric('quantity', { precision: 20, scale: 3 }).notNull(),
    unitCents: cents('unit_cents').notNull(),
    amountCents: cents('amount_cents').notNull(),
    /**
     * No foreign key here, nor on account_id: fee versions and accounts are never deleted, the generation
     * takes both ids from the rows it joins, and each key's check costs a lookup and a row lock per line
     * (with the random uuid key this table had, 60% of the time a 100,000-line generation spent writing).
     */
    feeScheduleId: uuid('fee_schedule_id').notNull(),
    feeVersion: integer('fee_version').notNull(),
    /**
     * The event of the log the line bills: an issuance approved, an account opened, an account unblocked.
     * No foreign key: events are never deleted (the log is append-only), and a key's check takes a row lock
     * on the event, one WAL record per billed event: a third of the time of a 10,000-line generation.
     */
    eventId: uuid('event_id').notNull(),
    /** Which bill of that event: 0, or for a yearly fee the year of the account's life (0 = opening). */
    occurrence: smallint('occurrence').notNull().default(0),
    billedOn: day('billed_on').notNull(),
    accountId: uuid('account_id'),
    /** Set with its invoice's void: the event is free to be billed again. */
    voided: boolean('voided').notNull().default(false),
  },
  (t) => [
    // No event is billed twice: at most one line that is not void per (event, occurrence).
    uniqueIndex('invoice_lines_billed_once')
      .on(t.eventId, t.occurrence)
      .where(sql`not ${t.voided}`),
    // A line is its invoice's n-th: lines are written in invoice order, so the key's index grows at its end.
    primaryKey({ name: 'invoice_lines_pkey', columns: [t.invoiceId, t.position] }),
    check('invoice_lines_amounts_not_negative', sql`${t.unitCents} >= 0 and ${t.amountCents} >= 0`),
    check('invoice_lines_quantity_positive', sql`${t.quantity} > 0`),
    index('invoice_lines_billed_on_idx')
      .on(t.billedOn)
      .where(sql`not ${t.voided}`),
  ],
);
