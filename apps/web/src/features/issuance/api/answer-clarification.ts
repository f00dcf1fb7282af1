import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** POST /api/actions/{id}/clarification: the initiator answers the administrator's question. */
export const answerClarification = (actionId: string, comment: string): Promise<unknown> =>
  http(`/api/actions/${encodeURIComponent(actionId)}/clarification`, {
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
      Promise.all(['issuances', 'actions'].map((key) => queryClient.invalidateQueries({ queryKey: [key] }))),
  });
}
