import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ActionResultSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';
import { issuanceKeys } from '../../../lib/query-keys/issuances';

/** POST /api/actions/{id}/clarification: the initiator answers the administrator's question. */
export const answerClarification = (actionId: string, comment: string): Promise<unknown> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/clarification`, {
    response: ActionResultSchema,
    method: 'POST',
    json: { comment },
    headers: { 'Idempotency-Key': crypto.randomUUID() },
  });

export function useAnswerClarification() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ actionId, comment }: { actionId: string; comment: string }) =>
      answerClarification(actionId, comment),
    onSuccess: () =>
      Promise.all(
        [issuanceKeys.all, actionKeys.all].map((queryKey) => queryClient.invalidateQueries({ queryKey })),
      ),
  });
}
