import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema, type IssuanceApproval } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { issuanceKeys } from '../../../lib/query-keys/issuances';
import { unitKeys } from '../../../lib/query-keys/units';

/**
 * POST /api/actions/{id}/approve: the administrator approves an issuance: its units are created. The body
 * names the plausibility warnings acknowledged; the server refuses the approval while one is left out.
 */
export const approveAction = (actionId: string, body: IssuanceApproval): Promise<unknown> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/approve`, {
    response: ActionResultSchema,
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useApproveAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, ...body }: IssuanceApproval & { actionId: string }) =>
      approveAction(actionId, body),
    // The decision moves the action, the issuance, the bell's counts and (on approval) the holdings.
    onSuccess: () =>
      Promise.all(
        [actionKeys.all, issuanceKeys.all, unitKeys.all].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
  });
}
