import { z } from 'zod';
import { FEE_KINDS, INVOICE_STATUSES } from '../catalogues/statuses';
import { billingPeriodFields } from '../billing/billing-period';
import { feeRatesSchema, isoDayField } from '../billing/fee-schedule';
import { optionalIdField } from '../forms/fields';

// The answers of /api/billing (DESIGN §7), and the queries of its calls that are not forms. Amounts are
// integer US cents; days are 'YYYY-MM-DD' (UTC); instants ISO 8601.

const isoInstant = z.string().describe('ISO 8601 instant');
const isoDay = z.string().describe("'YYYY-MM-DD'");

export const FeeScheduleVersionSchema = feeRatesSchema
  .extend({
    id: z.uuid(),
    version: z.number().int().describe('1, 2, 3...: the newest version in force on a day applies'),
    effectiveFrom: isoDay,
    currency: z.literal('USD'),
    createdAt: isoInstant,
    createdByName: z.string().nullable().describe('Null for the default schedule the registry starts with'),
  })
  .meta({ id: 'FeeScheduleVersion' });
export type FeeScheduleVersion = z.infer<typeof FeeScheduleVersionSchema>;

export const FeeScheduleSchema = z
  .object({
    inForce: FeeScheduleVersionSchema.nullable().describe('The version in force today'),
    versions: z.array(FeeScheduleVersionSchema).describe('Every version, newest first'),
    lastBilledOn: isoDay
      .nullable()
      .describe('The latest day anything billed fell due: a new version must take effect after it'),
  })
  .meta({ id: 'FeeSchedule' });
export type FeeSchedule = z.infer<typeof FeeScheduleSchema>;

export const InvoiceSummarySchema = z
  .object({
    id: z.uuid(),
    number: z.string().nullable().describe('INV-YYYY-NNNNNN, given when issued; null for drafts'),
    companyId: z.uuid(),
    companyName: z.string(),
    periodStart: isoDay,
    periodEnd: isoDay,
    status: z.enum(INVOICE_STATUSES),
    totalCents: z.number().int(),
    currency: z.literal('USD'),
    lineCount: z.number().int(),
    createdAt: isoInstant,
    issuedOn: isoDay.nullable(),
    dueOn: isoDay.nullable(),
    paidOn: isoDay.nullable(),
  })
  .meta({ id: 'InvoiceSummary' });
export type InvoiceSummary = z.infer<typeof InvoiceSummarySchema>;

export const INVOICE_SORTS = [
  'number',
  'company',
  'period',
  'total',
  'status',
  'issuedOn',
  'dueOn',
  'createdAt',
] as const;
export type InvoiceSort = (typeof INVOICE_SORTS)[number];

const invoiceFilterFields = {
  status: z.enum(INVOICE_STATUSES).optional(),
  companyId: optionalIdField(),
  periodFrom: isoDayField().optional().describe('Invoices whose period ends on or after this day'),
  periodTo: isoDayField().optional().describe('Invoices whose period starts on or before this day'),
  sort: z.enum(INVOICE_SORTS).default('createdAt'),
  order: z.enum(['asc', 'desc']).default('desc'),
};

const filtersInOrder = <T extends { periodFrom?: string; periodTo?: string }>(schema: z.ZodType<T>) =>
  schema.refine((query) => !query.periodFrom || !query.periodTo || query.periodTo >= query.periodFrom, {
    message: 'The end of the period cannot be before its start',
    path: ['periodTo'],
  });

/** GET /api/billing/invoices */
export const InvoiceListQuerySchema = filtersInOrder(
  z.object({
    ...invoiceFilterFields,
    page: z.coerce.number().int().min(1).default(1),
    pageSize: z.coerce.number().int().min(1).max(100).default(25),
  }),
);
export type InvoiceListQuery = z.infer<typeof InvoiceListQuerySchema>;

export const INVOICE_EXPORT_FORMATS = ['csv', 'xlsx'] as const;
export type InvoiceExportFormat = (typeof INVOICE_EXPORT_FORMATS)[number];

/** GET /api/billing/invoices/export: every invoice the filters select, in the table's order. */
export const InvoiceExportQuerySchema = filtersInOrder(
  z.object({ ...invoiceFilterFields, format: z.enum(INVOICE_EXPORT_FORMATS).default('csv') }),
);
export type InvoiceExportQuery = z.infer<typeof InvoiceExportQuerySchema>;

export const InvoicePageSchema = z
  .object({
    items: z.array(InvoiceSummarySchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'InvoicePage' });
export type InvoicePage = z.infer<typeof InvoicePageSchema>;

export const InvoiceLineSchema = z
  .object({
    position: z.number().int().positive().describe("The line's place on its invoice, from 1"),
    kind: z.enum(FEE_KINDS),
    description: z.string(),
    quantity: z.string().describe('Decimal: tonnes for issuance, 1 for account fees'),
    unitCents: z.number().int(),
    amountCents: z.number().int(),
    feeVersion: z.number().int().describe('The fee schedule version whose rate the line used'),
    billedOn: isoDay.describe('The day the fee fell due'),
    accountId: z.uuid().nullable(),
    eventId: z.uuid().describe('The event of the log the line bills'),
  })
  .meta({ id: 'InvoiceLine' });
export type InvoiceLine = z.infer<typeof InvoiceLineSchema>;

export const InvoicePartySchema = z
  .object({
    name: z.string(),
    addressLines: z.array(z.string()).describe('Street, city and postcode, country, as the party holds them'),
    email: z.string().nullable(),
    website: z.string().nullable(),
  })
  .meta({ id: 'InvoiceParty' });
export type InvoiceParty = z.infer<typeof InvoicePartySchema>;

export const InvoiceSchema = InvoiceSummarySchema.extend({
  issuer: InvoicePartySchema.describe('The registry'),
  billedTo: InvoicePartySchema.describe(
    'The company, as it stood when the invoice was issued (today for drafts)',
  ),
  lines: z.array(InvoiceLineSchema),
  paymentReference: z.string().nullable(),
  voidedOn: isoDay.nullable(),
  voidReason: z.string().nullable(),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof InvoiceSchema>;

export const GenerationKindTotalSchema = z.object({
  kind: z.enum(FEE_KINDS),
  lines: z.number().int(),
  quantity: z.string(),
  amountCents: z.number().int(),
});

export const GenerationCompanySchema = z.object({
  companyId: z.uuid(),
  companyName: z.string(),
  invoiceId: z.uuid().nullable().describe('The draft created (confirm), null in a preview'),
  lines: z.number().int(),
  totalCents: z.number().int(),
  byKind: z.array(GenerationKindTotalSchema),
});
export type GenerationCompany = z.infer<typeof GenerationCompanySchema>;

export const InvoiceGenerationResultSchema = z
  .object({
    ...billingPeriodFields,
    confirmed: z.boolean(),
    companies: z.array(GenerationCompanySchema).describe('Companies with something to bill, by name'),
    lines: z.number().int(),
    totalCents: z.number().int(),
  })
  .meta({ id: 'InvoiceGenerationResult' });
export type InvoiceGenerationResult = z.infer<typeof InvoiceGenerationResultSchema>;
