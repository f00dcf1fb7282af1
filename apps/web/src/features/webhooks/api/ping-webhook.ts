import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookAttemptSchema, type WebhookAttempt } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** POST /api/webhooks/{id}/ping: a `ping` posted now; answers how the try went. */
export const pingWebhook = (id: string): Promise<WebhookAttempt> =>
  http(`/api/webhooks/${id}/ping`, { method: 'POST', response: WebhookAttemptSchema });

export function usePingWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: pingWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
