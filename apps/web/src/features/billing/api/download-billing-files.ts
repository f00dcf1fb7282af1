import { useMutation } from '@tanstack/react-query';
import type { Invoice, InvoiceExportFormat, InvoiceListQuery } from '@safc/domain';
import { downloadFile } from '../../../lib/download';

/** GET /api/billing/invoices/{id}/pdf, saved as the invoice's number. */
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id' | 'number'>): Promise<void> =>
  downloadFile(`/api/billing/invoices/${invoice.id}/pdf`, `${invoice.number ?? 'draft-invoice'}.pdf`);

export function useDownloadInvoicePdf() {
  return useMutation({ mutationFn: downloadInvoicePdf });
}

/** GET /api/billing/invoices/export: the table's filters and order, every page, as CSV or XLSX. */
export function exportInvoices(query: InvoiceListQuery, format: InvoiceExportFormat): Promise<void> {
  const { page: _page, pageSize: _pageSize, ...filters } = query;
  const params = new URLSearchParams({ format });
  for (const [key, value] of Object.entries(filters)) if (value) params.set(key, String(value));
  return downloadFile(
    `/api/billing/invoices/export?${params.toString()}`,
    `safc-invoices-${new Date().toISOString().slice(0, 10)}.${format}`,
  );
}

export function useExportInvoices() {
  return useMutation({
    mutationFn: ({ query, format }: { query: InvoiceListQuery; format: InvoiceExportFormat }) =>
      exportInvoices(query, format),
  });
}
