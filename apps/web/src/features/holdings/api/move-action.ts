import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema, type ActionResult } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { unitKeys } from '../../../lib/query-keys/units';

/** The steps a holder takes on a pending action (DESIGN §5); the server decides whether they may. */
export type ActionStep = 'sign' | 'accept' | 'reject' | 'cancel';

export const moveAction = (actionId: string, step: ActionStep): Promise<ActionResult> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/${step}`, {
    response: ActionResultSchema,
    method: 'POST',
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

/** POST /api/actions/{id}/sign | accept | reject | cancel */
export function useMoveAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, step }: { actionId: string; step: ActionStep }) => moveAction(actionId, step),
    // A step changes reservations, balances and the bell's counts.
    onSettled: () =>
      Promise.all(
        [actionKeys.all, unitKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
