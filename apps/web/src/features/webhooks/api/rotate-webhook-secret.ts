import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookWithSecretSchema, type WebhookWithSecret } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** POST /api/webhooks/{id}/rotate-secret: a new secret, shown once; the old one signs too for 24 hours. */
export const rotateWebhookSecret = (id: string): Promise<WebhookWithSecret> =>
  http(`/api/webhooks/${id}/rotate-secret`, { method: 'POST', response: WebhookWithSecretSchema });

export function useRotateWebhookSecret() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rotateWebhookSecret,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
