import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** DELETE /api/webhooks/{id}: the endpoint with its queue and delivery log. */
export const deleteWebhook = (id: string): Promise<void> =>
  http(`/api/webhooks/${id}`, { method: 'DELETE', response: NoContentSchema }).then(() => undefined);

export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteWebhook,
    onSuccess: () => client.invalidateQueries({ queryKey: webhookKeys.all }),
  });
}
