import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/actions/{id}/approve: the administrator approves an issuance: its units are created. */
export const approveAction = (actionId: string, body: { comment?: string }): Promise<unknown> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/approve`, {
    method: 'POST',
    json: body,
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useApproveAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, comment }: { actionId: string; comment?: string }) =>
      approveAction(actionId, { comment }),
    // The decision moves the action, the issuance, the bell's counts and (on approval) the holdings.
    onSuccess: () =>
      Promise.all(
        ['actions', 'issuances', 'units'].map((key) => queryClient.invalidateQueries({ queryKey: [key] })),
      ),
  });
}
