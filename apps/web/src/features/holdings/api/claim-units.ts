import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema, type ClaimForm } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

/** POST /api/units/{id}/claim: starts a Claim action; it waits for signatures (DESIGN §5). */
export const claimUnits = (values: ClaimForm, idempotencyKey: string): Promise<unknown> =>
  http(`/api/units/${encodeURIComponent(values.blockId)}/claim`, {
    response: ActionResultSchema,
    method: 'POST',
    json: values,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useClaimUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: ClaimForm; idempotencyKey: string }) =>
      claimUnits(values, idempotencyKey),
    // The block's free volume shrinks by the reservation, and a new action awaits signatures.
    onSuccess: () =>
      Promise.all(
        [unitKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
