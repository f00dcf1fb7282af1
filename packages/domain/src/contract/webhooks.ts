import { z } from 'zod';
import { choiceField, optionalLine, requiredLine } from '../forms/fields';
import { typedText } from '../forms/typed-text';
import {
  WEBHOOK_ENDPOINT_STATUSES,
  WEBHOOK_EVENT_TYPES,
  type WebhookEventType,
} from '../webhooks/webhook-events';

// A company's webhooks (issue 44, docs/decisions/120-123): the calls' bodies and answers.

/** The longest endpoint address (browsers and proxies keep to about 2,000 characters). */
export const WEBHOOK_URL_MAX = 2000;
export const WEBHOOK_DESCRIPTION_MAX = 200;
/** A company's endpoints at most: each one is a queue the registry keeps and sends. */
export const WEBHOOKS_PER_COMPANY = 10;

/** What is wrong with an endpoint address as written, or null (where it points is judged at each delivery). */
export function webhookUrlProblem(value: string): string | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'Enter a full address, e.g. https://erp.example.com/safc/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return 'The address must start with https://';
  if (url.username || url.password) return 'The address may not hold a user name or password';
  if (url.hash) return 'The address may not hold a #fragment';
  return null;
}

const webhookUrl = () =>
  requiredLine(WEBHOOK_URL_MAX).superRefine((value, ctx) => {
    const problem = webhookUrlProblem(value);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

const eventTypes = () =>
  z
    .array(choiceField(WEBHOOK_EVENT_TYPES))
    .max(WEBHOOK_EVENT_TYPES.length * 2, { message: 'Too many event types' })
    .transform((values) => [...new Set(values)] as WebhookEventType[])
    .describe('The event types to send; none (or an empty list): every type');

/** POST /api/webhooks. */
export const WebhookCreateSchema = z
  .object({
    url: webhookUrl(),
    eventTypes: eventTypes().default([]),
    description: optionalLine(WEBHOOK_DESCRIPTION_MAX),
  })
  .meta({ id: 'WebhookCreate' });
export type WebhookCreate = z.infer<typeof WebhookCreateSchema>;

/** PATCH /api/webhooks/{id}: what changes; `status` pauses, resumes or re-enables it. */
export const WebhookUpdateSchema = z
  .object({
    url: webhookUrl().optional(),
    eventTypes: eventTypes().optional(),
    description: typedText('line')
      .max(WEBHOOK_DESCRIPTION_MAX, { message: `At most ${WEBHOOK_DESCRIPTION_MAX} characters`, abort: true })
      .optional()
      .describe('An empty text clears it'),
    status: z
      .enum(['active', 'paused'])
      .optional()
      .describe('paused: held; active: sent (a disabled one too)'),
  })
  .meta({ id: 'WebhookUpdate' });
export type WebhookUpdate = z.infer<typeof WebhookUpdateSchema>;

export const WebhookEndpointSchema = z
  .object({
    id: z.uuid(),
    url: z.string(),
    description: z.string(),
    eventTypes: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
    status: z.enum(WEBHOOK_ENDPOINT_STATUSES),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    /** Since when every try has failed; null while the last one succeeded. */
    failingSince: z.iso.datetime().nullable(),
    disabledAt: z.iso.datetime().nullable(),
    /** After a rotation: until when the old secret still signs beside the new one. */
    previousSecretValidUntil: z.iso.datetime().nullable(),
    /** Messages waiting to be delivered (or retried). */
    pending: z.number().int(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookEndpointListSchema = z.array(WebhookEndpointSchema).meta({ id: 'WebhookEndpointList' });

/** The answer to a creation or a rotation: the secret, shown once (decision 078: not kept for a replay). */
export const WebhookWithSecretSchema = WebhookEndpointSchema.extend({
  secret: z
    .string()
    .describe('Shown once: verify each delivery with it (Standard Webhooks, `whsec_` + base64 key)'),
}).meta({ id: 'WebhookWithSecret' });
export type WebhookWithSecret = z.infer<typeof WebhookWithSecretSchema>;

/** One try to deliver a message, as the delivery log lists it. */
export const WebhookAttemptSchema = z
  .object({
    id: z.uuid(),
    messageId: z.uuid(),
    /** The `webhook-id` header: the same for every try of one message. */
    webhookId: z.string(),
    type: z.string(),
    eventId: z.uuid().nullable(),
    attemptedAt: z.iso.datetime(),
    trigger: z.enum(['queue', 'again', 'ping']),
    ok: z.boolean(),
    statusCode: z.number().int().nullable(),
    durationMs: z.number().int(),
    error: z.string().nullable(),
    /** The first kilobyte of the answer. */
    response: z.string().nullable(),
    /** Where the message stands now: delivered, pending (to be retried) or failed (given up). */
    messageStatus: z.enum(['pending', 'delivered', 'failed']),
  })
  .meta({ id: 'WebhookAttempt' });
export type WebhookAttempt = z.infer<typeof WebhookAttemptSchema>;

export const WebhookDeliveriesQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(200).default(50),
});

export const WebhookDeliveryPageSchema = z
  .object({
    items: z.array(WebhookAttemptSchema),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'WebhookDeliveryPage' });
export type WebhookDeliveryPage = z.infer<typeof WebhookDeliveryPageSchema>;

/** The body of every delivery: one event, in the receiving company's view. */
export const WebhookEventBodySchema = z
  .object({
    id: z.string().describe("The event's id in the registry's log (a ping's own id)"),
    type: z.string().describe('One of the event types, or ping'),
    timestamp: z.iso.datetime().describe('When the event was recorded'),
    data: z.record(z.string(), z.unknown()),
  })
  .meta({ id: 'WebhookEventBody' });
export type WebhookEventBody = z.infer<typeof WebhookEventBodySchema>;

export const WebhookEventsQuerySchema = z.object({
  after: z.coerce.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional(),
  limit: z.coerce.number().int().min(1).max(500).default(200),
});

/**
 * GET /api/webhooks/events: the company's events after a point of the log, as deliveries would carry them
 * (`safc listen` reads them). `next` is where to read on from, also when no item concerned the company.
 */
export const WebhookEventPageSchema = z
  .object({
    items: z.array(z.object({ seq: z.number().int(), body: WebhookEventBodySchema })),
    next: z.number().int(),
  })
  .meta({ id: 'WebhookEventPage' });
export type WebhookEventPage = z.infer<typeof WebhookEventPageSchema>;
