import type { InvoiceListQuery } from '@safc/domain';

/** The query keys of billing: the fee schedule, invoice lists by query, and one invoice. */
export const billingKeys = {
  all: ['billing'] as const,
  fees: () => [...billingKeys.all, 'fees'] as const,
  invoices: () => [...billingKeys.all, 'invoices'] as const,
  invoiceList: (query: InvoiceListQuery) => [...billingKeys.invoices(), 'list', query] as const,
  invoice: (id: string) => [...billingKeys.invoices(), 'one', id] as const,
};
