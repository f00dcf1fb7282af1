import { z } from 'zod';
import { INVOICE_STATUSES } from '../catalogues/statuses';
import { feeRatesSchema } from './fee-schedule';

// The payloads billing writes to the event log, one schema per event type (the log view reads them).

export const feeScheduleUpdatedPayloadSchema = feeRatesSchema.extend({
  version: z.number().int(),
  effectiveFrom: z.string(),
});

export const invoiceGeneratedPayloadSchema = z.object({
  periodStart: z.string(),
  periodEnd: z.string(),
  lines: z.number().int(),
  totalCents: z.number().int(),
});

const from = z.enum(INVOICE_STATUSES);

/** InvoiceUpdated: one move of an invoice, named by the status it moved to. */
export const invoiceUpdatedPayloadSchema = z.discriminatedUnion('status', [
  z.object({
    status: z.literal('issued'),
    from,
    number: z.string(),
    issuedOn: z.string(),
    dueOn: z.string(),
    totalCents: z.number().int(),
    mailedTo: z.array(z.string()),
  }),
  z.object({
    status: z.literal('paid'),
    from,
    number: z.string(),
    paidOn: z.string(),
    paymentReference: z.string(),
  }),
  z.object({ status: z.literal('void'), from, number: z.string().nullable(), reason: z.string() }),
]);
export type InvoiceUpdatedPayload = z.infer<typeof invoiceUpdatedPayloadSchema>;
