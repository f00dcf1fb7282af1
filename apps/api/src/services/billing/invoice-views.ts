import { canViewInvoice, InvoicePartySchema, type Invoice, type InvoiceSummary } from '@safc/domain';
import { asc, eq } from 'drizzle-orm';
import type { AppConfig } from '../../config';
import type { DbOrTx } from '../../db/client';
import { companies, invoiceLines, invoices } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { billedToOf, issuerOf } from './invoice-parties';

type InvoiceRow = typeof invoices.$inferSelect;

export function invoiceSummaryOf(row: InvoiceRow, companyName: string, lineCount: number): InvoiceSummary {
  return {
    id: row.id,
    number: row.number,
    companyId: row.companyId,
    companyName,
    periodStart: row.periodStart,
    periodEnd: row.periodEnd,
    status: row.status,
    totalCents: row.totalCents,
    currency: 'USD',
    lineCount,
    createdAt: row.createdAt.toISOString(),
    issuedOn: row.issuedOn,
    dueOn: row.dueOn,
    paidOn: row.paidOn,
  };
}

/**
 * An invoice the caller may open, with its lines. What they may not open answers 404, as an unknown id
 * does (docs/decisions/007): a representative cannot tell another company's invoice or a draft exists.
 */
export async function loadInvoice(
  db: DbOrTx,
  config: AppConfig,
  caller: Caller | null,
  id: string,
): Promise<Invoice> {
  const [found] = await db
    .select({ invoice: invoices, company: companies })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(eq(invoices.id, id));
  if (!found || (caller && !canViewInvoice(caller.permissions, found.invoice))) {
    throw AppError.notFound('Invoice not found');
  }
  const { invoice, company } = found;
  const lines = await db
    .select()
    .from(invoiceLines)
    .where(eq(invoiceLines.invoiceId, id))
    .orderBy(asc(invoiceLines.position));
  return {
    ...invoiceSummaryOf(invoice, company.name, lines.length),
    issuer: issuerOf(config),
    // An issued invoice reads as it was sent; a draft shows the company as it stands.
    billedTo: invoice.billedTo ? InvoicePartySchema.parse(invoice.billedTo) : billedToOf(company),
    lines: lines.map((line) => ({
      position: line.position,
      kind: line.kind,
      description: line.description,
      quantity: line.quantity,
      unitCents: line.unitCents,
      amountCents: line.amountCents,
      feeVersion: line.feeVersion,
      billedOn: line.billedOn,
      accountId: line.accountId,
      eventId: line.eventId,
    })),
    paymentReference: invoice.paymentReference,
    voidedOn: invoice.voidedOn,
    voidReason: invoice.voidReason,
  };
}
