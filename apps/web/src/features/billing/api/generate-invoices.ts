import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoiceGeneration, InvoiceGenerationResult } from '@safc/domain';
import { InvoiceGenerationResultSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { billingKeys } from '../../../lib/query-keys/billing';

/** POST /api/billing/invoices/generate: the preview (confirm false) or the draft invoices (confirm true). */
export const generateInvoices = (body: InvoiceGeneration): Promise<InvoiceGenerationResult> =>
  http('/api/billing/invoices/generate', {
    response: InvoiceGenerationResultSchema,
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useGenerateInvoices() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: generateInvoices,
    onSuccess: (result) => {
      if (result.confirmed) void queryClient.invalidateQueries({ queryKey: billingKeys.all });
    },
  });
}
