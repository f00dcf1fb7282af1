import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookWithSecretSchema, type WebhookCreate, type WebhookWithSecret } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** POST /api/webhooks: a new endpoint; its signing secret is in this answer only. */
export const createWebhook = (body: WebhookCreate): Promise<WebhookWithSecret> =>
  http('/api/webhooks', { method: 'POST', json: body, response: WebhookWithSecretSchema });

export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
