import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookAttemptSchema, type WebhookAttempt } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** POST /api/webhooks/{id}/deliveries/{messageId}/send-again: the same message, posted again now. */
export const sendWebhookAgain = ({
  id,
  messageId,
}: {
  id: string;
  messageId: string;
}): Promise<WebhookAttempt> =>
  http(`/api/webhooks/${id}/deliveries/${messageId}/send-again`, {
    method: 'POST',
    response: WebhookAttemptSchema,
  });

export function useSendWebhookAgain() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: sendWebhookAgain,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
