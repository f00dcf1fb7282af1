import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { issuanceKeys } from '../../../lib/query-keys/issuances';
import { unitKeys } from '../../../lib/query-keys/units';

/** POST /api/actions/{id}/reject: refuses the action (with an optional comment); its reservation is released. */
export const rejectAction = (actionId: string, body: { comment?: string }): Promise<unknown> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/reject`, {
    response: ActionResultSchema,
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useRejectAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, comment }: { actionId: string; comment?: string }) =>
      rejectAction(actionId, { comment }),
    // The decision moves the action, the issuance, the bell's counts and (on approval) the holdings.
    onSuccess: () =>
      Promise.all(
        [actionKeys.all, issuanceKeys.all, unitKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
