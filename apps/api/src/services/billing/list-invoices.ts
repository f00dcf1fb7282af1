import type { InvoiceListQuery, InvoicePage } from '@safc/domain';
import { count, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, invoices } from '../../db/schema';
import type { Caller } from '../users/caller';
import { invoiceOrder, invoiceWhere } from './invoice-filters';
import { invoiceSummaryOf } from './invoice-views';

export const lineCountOf = sql<number>`(select count(*)::int4 from invoice_lines l where l.invoice_id = ${invoices.id})`;

/** GET /api/billing/invoices: a page of the invoices the caller may see, filtered and sorted. */
export async function listInvoices(
  db: DbOrTx,
  caller: Caller,
  query: InvoiceListQuery,
): Promise<InvoicePage> {
  const where = invoiceWhere(caller, query);
  const [counted] = await db
    .select({ total: count() })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where);
  const rows = await db
    .select({ invoice: invoices, companyName: companies.name, lineCount: lineCountOf })
    .from(invoices)
    .innerJoin(companies, eq(companies.id, invoices.companyId))
    .where(where)
    .orderBy(...invoiceOrder(query))
    .limit(query.pageSize)
    .offset((query.page - 1) * query.pageSize);
  return {
    items: rows.map((row) => invoiceSummaryOf(row.invoice, row.companyName, Number(row.lineCount))),
    total: Number(counted?.total ?? 0),
    page: query.page,
    pageSize: query.pageSize,
  };
}
