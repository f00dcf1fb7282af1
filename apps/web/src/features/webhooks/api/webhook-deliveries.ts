import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { WebhookDeliveryPageSchema, type WebhookDeliveryPage } from '@safc/domain';
import { http } from '../../../lib/http';
import { webhookKeys } from '../../../lib/query-keys/webhooks';

export const DELIVERIES_PAGE_SIZE = 20;

/** GET /api/webhooks/{id}/deliveries: the endpoint's tries, newest first. */
export const getWebhookDeliveries = (id: string, page: number): Promise<WebhookDeliveryPage> =>
  http(`/api/webhooks/${id}/deliveries`, {
    query: { page, pageSize: DELIVERIES_PAGE_SIZE },
    response: WebhookDeliveryPageSchema,
  });

export function useWebhookDeliveries(id: string, page: number) {
  return useQuery({
    queryKey: webhookKeys.deliveries(id, page),
    queryFn: () => getWebhookDeliveries(id, page),
    placeholderData: keepPreviousData,
    refetchInterval: 15_000,
  });
}
