// Query keys of the company's webhooks (GET /api/webhooks, GET /api/webhooks/{id}/deliveries).
export const webhookKeys = {
  all: ['webhooks'] as const,
  deliveries: (endpointId: string, page: number) => ['webhooks', endpointId, 'deliveries', page] as const,
};
