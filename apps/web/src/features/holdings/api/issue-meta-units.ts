import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema, type IssueMetaForm } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

/** POST /api/units/{id}/issue-meta: starts an issue-meta action (unbundling: SAFcE for a SAFcA volume); it waits for signatures (DESIGN §5). */
export const issueMetaUnits = (values: IssueMetaForm, idempotencyKey: string): Promise<unknown> =>
  http(`/api/units/${encodeURIComponent(values.blockId)}/issue-meta`, {
    response: ActionResultSchema,
    method: 'POST',
    json: values,
    headers: { 'Idempotency-Key': idempotencyKey },
  });

export function useIssueMetaUnits() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ values, idempotencyKey }: { values: IssueMetaForm; idempotencyKey: string }) =>
      issueMetaUnits(values, idempotencyKey),
    // The block's free volume shrinks by the reservation, and a new action awaits signatures.
    onSuccess: () =>
      Promise.all(
        [unitKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
