import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  BatchStartedSchema,
  type BatchClaimForm,
  type BatchStarted,
  type BatchTransferForm,
} from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

export type BatchStart =
  { operation: 'transfer'; values: BatchTransferForm } | { operation: 'claim'; values: BatchClaimForm };

/**
 * POST /api/units/batch/transfer | claim: one action per block, every block whole, all or none
 * (docs/decisions/042). A refusal names the block that held the batch back (`details.blockId`).
 */
export const startBatch = (
  { operation, values }: BatchStart,
  idempotencyKey: string,
): Promise<BatchStarted> =>
  http(`/api/units/batch/${operation}`, {
    response: BatchStartedSchema,
    method: 'POST',
    json: values,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useStartBatch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ batch, idempotencyKey }: { batch: BatchStart; idempotencyKey: string }) =>
      startBatch(batch, idempotencyKey),
    // The dialog shows the refusal beside the block it names, not the global error dialog.
    meta: { silent: true },
    onSuccess: () =>
      Promise.all(
        [unitKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
