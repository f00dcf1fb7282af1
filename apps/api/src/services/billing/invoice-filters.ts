import { canBill, visibleInvoiceStatuses, type InvoiceExportQuery, type InvoiceSort } from '@safc/domain';
import { and, asc, desc, eq, gte, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { companies, invoices } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { requireBilling } from './billing-access';

export type InvoiceFilters = Omit<InvoiceExportQuery, 'format'>;

const SORT_COLUMNS: Record<InvoiceSort, AnyPgColumn> = {
  number: invoices.number,
  company: companies.name,
  period: invoices.periodStart,
  total: invoices.totalCents,
  status: invoices.status,
  issuedOn: invoices.issuedOn,
  dueOn: invoices.dueOn,
  createdAt: invoices.createdAt,
};

/**
 * The invoices a caller may list under the filters: administrators all of them; a company representative
 * their selected company's, drafts left out. Another company's id in the filter answers 404.
 */
export function invoiceWhere(caller: Caller, filters: InvoiceFilters): SQL | undefined {
  requireBilling(caller, 'view');
  const conditions: (SQL | undefined)[] = [];
  if (!canBill(caller.permissions, 'moveInvoice')) {
    const companyId = caller.permissions.selectedCompanyId;
    if (!companyId || (filters.companyId && filters.companyId !== companyId)) {
      throw AppError.notFound('Company not found');
    }
    conditions.push(eq(invoices.companyId, companyId));
    conditions.push(inArray(invoices.status, visibleInvoiceStatuses(caller.permissions)));
  }
  if (filters.companyId) conditions.push(eq(invoices.companyId, filters.companyId));
  if (filters.status) conditions.push(eq(invoices.status, filters.status));
  // A period filter selects the invoices whose period overlaps it.
  if (filters.periodFrom) conditions.push(gte(invoices.periodEnd, filters.periodFrom));
  if (filters.periodTo) conditions.push(lte(invoices.periodStart, filters.periodTo));
  return and(...conditions);
}

/** The table's order; the id last, so pages never overlap when values tie. Drafts' missing numbers sort last. */
export function invoiceOrder(filters: InvoiceFilters): SQL[] {
  const direction = filters.order === 'asc' ? asc : desc;
  const column = SORT_COLUMNS[filters.sort];
  return [sql`${direction(column)} nulls last`, direction(invoices.id)];
}
