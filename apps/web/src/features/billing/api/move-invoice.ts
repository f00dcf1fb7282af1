import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Invoice, InvoiceMove } from '@safc/domain';
import { InvoiceSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** PATCH /api/billing/invoices/{id}: issue, mark paid or void (administrators). */
export const moveInvoice = (id: string, move: InvoiceMove): Promise<Invoice> =>
  http(`/api/billing/invoices/${id}`, {
    response: InvoiceSchema,
    method: 'PATCH',
    json: move,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useMoveInvoice(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (move: InvoiceMove) => moveInvoice(id, move),
    onSuccess: (invoice) => {
      queryClient.setQueryData(billingKeys.invoice(id), invoice);
      // Lists and the fee schedule's last billed day follow from the move.
      void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
