import { useMutation, useQueryClient } from '@tanstack/react-query';
import { WebhookEndpointSchema, type WebhookEndpoint, type WebhookUpdate } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** PATCH /api/webhooks/{id}: its address, types, description, or status (pause, resume, re-enable). */
export const updateWebhook = ({ id, ...body }: WebhookUpdate & { id: string }): Promise<WebhookEndpoint> =>
  http(`/api/webhooks/${id}`, { method: 'PATCH', json: body, response: WebhookEndpointSchema });

export function useUpdateWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
