import dayjs from 'dayjs';
import { z } from 'zod';
import type { InvoiceStatus } from '../catalogues/statuses';
import { DATE_MESSAGES, todayOf, type Today } from '../forms/dates';
import { REQUIRED, requiredLine } from '../forms/fields';
import { isoDayField } from './fee-schedule';

// Issue 9: draft -> issued (numbered, e-mailed) -> paid; draft or issued -> void (reason required).
// Paid and void are final: a paid invoice refunded is a matter for a credit note, not a status change.

export const INVOICE_MOVES: Record<InvoiceStatus, readonly InvoiceStatus[]> = {
  draft: ['issued', 'void'],
  issued: ['paid', 'void'],
  paid: [],
  void: [],
};

export const canMoveInvoice = (from: InvoiceStatus, to: InvoiceStatus): boolean =>
  INVOICE_MOVES[from].includes(to);

/** Days between issue and due date (payment terms), shown on the invoice. */
export const INVOICE_PAYMENT_TERM_DAYS = 30;

export const INVOICE_TEXT_MAX = 200;
export const VOID_REASON_MAX = 1000;

/** PATCH /api/billing/invoices/{id}: one move, with what that move needs. */
export const invoiceMoveSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('issued') }),
  z.object({
    status: z.literal('paid'),
    paidOn: isoDayField().describe('The day the payment was received (UTC)'),
    paymentReference: requiredLine(INVOICE_TEXT_MAX).describe('Bank or remittance reference of the payment'),
  }),
  z.object({
    status: z.literal('void'),
    reason: requiredLine(VOID_REASON_MAX).describe(
      'Why the invoice is void; shown on the invoice and in the log',
    ),
  }),
]);
export type InvoiceMove = z.infer<typeof invoiceMoveSchema>;

/** Why a payment day cannot be recorded, or null: not in the future, not before the invoice was issued. */
export function paidOnProblem(paidOn: string, context: { issuedOn: string; today: Today }): string | null {
  if (!paidOn) return REQUIRED;
  if (dayjs(paidOn).isAfter(todayOf(context.today))) return DATE_MESSAGES.future;
  if (paidOn < context.issuedOn) return 'The payment cannot be before the invoice was issued';
  return null;
}

/** 'INV-2026-000001': the year of issue and the place in that year's gapless sequence. */
export function invoiceNumber(year: number, sequence: number): string {
  return `INV-${year}-${String(sequence).padStart(6, '0')}`;
}

/** The due day of an invoice issued on `issuedOn`. */
export const invoiceDueOn = (issuedOn: string): string =>
  dayjs(issuedOn).add(INVOICE_PAYMENT_TERM_DAYS, 'day').format('YYYY-MM-DD');

export const INVOICE_STATUS_LABELS: Record<InvoiceStatus, string> = {
  draft: 'Draft',
  issued: 'Issued',
  paid: 'Paid',
  void: 'Void',
};
