import { useQuery } from '@tanstack/react-query';
import type { Invoice } from '@safc/domain';
import { InvoiceSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** GET /api/billing/invoices/{id}: an invoice with its lines. */
export const getInvoice = (id: string): Promise<Invoice> =>
  http(`/api/billing/invoices/${id}`, { response: InvoiceSchema });

export function useInvoice(id: string) {
  return useQuery({ queryKey: billingKeys.invoice(id), queryFn: () => getInvoice(id) });
}
