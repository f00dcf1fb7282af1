import { useQuery } from '@tanstack/react-query';
import { WebhookEndpointListSchema, type WebhookEndpoint } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

/** GET /api/webhooks: the selected company's endpoints (its representatives). */
export const getWebhooks = (): Promise<WebhookEndpoint[]> =>
  http('/api/webhooks', { response: WebhookEndpointListSchema });

/** Read again every half minute: the pending counts and failures move with the deliveries. */
export function useWebhooks() {
  return useQuery({ queryKey: webhookKeys.all, queryFn: getWebhooks, refetchInterval: 30_000 });
}
