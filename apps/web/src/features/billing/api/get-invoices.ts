import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InvoiceListQuery, InvoicePage } from '@safc/domain';
import { InvoicePageSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/billing/invoices: a page of the invoices the user may see, filtered and sorted. */
export const getInvoices = (query: InvoiceListQuery): Promise<InvoicePage> =>
  http('/api/billing/invoices', { response: InvoicePageSchema, query: { ...query } });

export function useInvoices(query: InvoiceListQuery) {
  return useQuery({
    queryKey: billingKeys.invoiceList(query),
    queryFn: () => getInvoices(query),
    placeholderData: keepPreviousData,
  });
}
