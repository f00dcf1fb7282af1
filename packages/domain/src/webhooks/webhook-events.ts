// What a company's webhook endpoint hears (issue 44, docs/decisions/120): each event of the sealed log that
// concerns the company, in the company's words. The names follow the Standard Webhooks habit of
// `resource.happening`; `ping` is the test button's and is sent whatever the endpoint chose.

export const WEBHOOK_EVENT_TYPES = [
  'unit.received',
  'transfer.awaiting_acceptance',
  'action.signed',
  'action.completed',
  'action.rejected',
  'action.expired',
  'issuance.approved',
  'claim.completed',
  'invoice.issued',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** The test button's message: sent at once, never queued, whatever the endpoint chose. */
export const WEBHOOK_PING = 'ping';

/** What each type tells, for the screen and the documentation. */
export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'unit.received': 'Units received by one of your accounts',
  'transfer.awaiting_acceptance': 'A transfer (or a claim on your behalf) waits for your acceptance',
  'action.signed': 'One of your actions was signed',
  'action.completed': 'One of your actions was completed',
  'action.rejected': 'One of your actions was rejected',
  'action.expired': 'One of your actions expired',
  'issuance.approved': 'An issuance of yours was approved',
  'claim.completed': 'A claim of yours was completed',
  'invoice.issued': 'An invoice was issued to you',
};

export const WEBHOOK_ENDPOINT_STATUSES = ['active', 'paused', 'disabled'] as const;
export type WebhookEndpointStatus = (typeof WEBHOOK_ENDPOINT_STATUSES)[number];

/** Whether an endpoint that chose these types (none: every type) hears this one. */
export const endpointHears = (chosen: readonly string[], type: string): boolean =>
  chosen.length === 0 || chosen.includes(type);
