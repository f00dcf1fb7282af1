import {
  NoContentSchema,
  WebhookAttemptSchema,
  WebhookCreateSchema,
  WebhookDeliveriesQuerySchema,
  WebhookDeliveryPageSchema,
  WebhookEndpointListSchema,
  WebhookEndpointSchema,
  WebhookEventPageSchema,
  WebhookEventsQuerySchema,
  WebhookUpdateSchema,
  WebhookWithSecretSchema,
} from '@safc/domain';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { may } from '../../plugins/route-permission';
import {
  createWebhook,
  deleteWebhook,
  rotateWebhookSecret,
  updateWebhook,
} from '../../services/webhooks/change-webhooks';
import {
  listWebhookDeliveries,
  pingWebhook,
  sendWebhookAgain,
} from '../../services/webhooks/webhook-deliveries';
import { getWebhook, listWebhooks } from '../../services/webhooks/webhook-endpoints';
import { webhookEventPage } from '../../services/webhooks/webhook-event-page';
import { REFUSALS, callerOf, registryOf } from '../account/caller-of';
import { keyedCall } from '../keyed-call';

const tags = ['webhooks'];
const Id = z.object({ id: z.uuid() });
const MessageId = z.object({ id: z.uuid(), messageId: z.uuid() });

/**
 * Every webhook call, reads too, asks Edit on the selected company before anything in the request is read:
 * the endpoints, their addresses and their delivery logs are the representatives' (docs/decisions/093, 120).
 */
const REPRESENTATIVES = { permission: may('Edit', 'Company') } as const;
/**
 * A ping and a send-again post to the endpoint now, outside any transaction (a call's would be held for the
 * endpoint's answer), and answer that try: a retry is another try, logged as one. They honour no key
 * (the keyed-call guard, plugins/keyed-call-guard.ts).
 */
const TRIES_NOW = {
  ...REPRESENTATIVES,
  takesNoIdempotencyKey: 'it posts to the endpoint now and answers that try: a retry is another try',
} as const;

/** The replay of a keyed call whose answer held a secret (docs/decisions/078). */
const secretShownOnce = (what: string) => ({
  field: 'secret',
  replay: ({ id }: Record<string, unknown>) =>
    `This Idempotency-Key already ${what} of the webhook endpoint ${String(id)}, whose secret is shown only ` +
    'once: if it was lost, rotate the secret again',
});

/**
 * /api/webhooks: the selected company's webhook endpoints (issue 44). The changes are keyed calls (decision
 * 101); the test ping and "send again" are not: each posts to the endpoint inside the call (up to 10 s, no
 * transaction held over it), and a repeat of either is a new try, which is what the person asked for.
 */
export const webhookRoutes: FastifyPluginAsyncZod = async (app) => {
  const allowPrivate = app.config.webhooks.allowPrivate;

  app.get(
    '/',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary: "The selected company's webhook endpoints (its representatives)",
        response: { 200: WebhookEndpointListSchema, ...REFUSALS },
      },
    },
    async (request) => listWebhooks(app.database.db, callerOf(request)),
  );

  app.post(
    '/',
    {
      config: { ...REPRESENTATIVES, secretShownOnce: secretShownOnce('made the secret') },
      schema: {
        tags,
        summary:
          "A webhook endpoint: the company's events are posted to `url`, signed (Standard Webhooks); no `eventTypes` " +
          '(or an empty list): every type. The signing secret is shown only in this answer',
        body: WebhookCreateSchema,
        response: { 201: WebhookWithSecretSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 201, ({ tx }) =>
        createWebhook(tx, callerOf(request), request.body, allowPrivate),
      ),
  );

  app.get(
    '/events',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary:
          "The company's webhook events after a point of the log (`after`; the latest when not given), as deliveries carry them: for polling and `safc listen`",
        querystring: WebhookEventsQuerySchema,
        response: { 200: WebhookEventPageSchema, ...REFUSALS },
      },
    },
    async (request) => webhookEventPage(app.database.db, callerOf(request), request.query),
  );

  app.get(
    '/:id',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary: 'A webhook endpoint',
        params: Id,
        response: { 200: WebhookEndpointSchema, ...REFUSALS },
      },
    },
    async (request) => getWebhook(app.database.db, callerOf(request), request.params.id),
  );

  app.patch(
    '/:id',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary:
          'Edit a webhook endpoint: its address, types or description; `status` paused holds its deliveries (kept in order), active sends them (a disabled endpoint too)',
        params: Id,
        body: WebhookUpdateSchema,
        response: { 200: WebhookEndpointSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        updateWebhook(tx, callerOf(request), request.params.id, request.body, allowPrivate),
      ),
  );

  app.delete(
    '/:id',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary: 'Delete a webhook endpoint with its queue and delivery log',
        params: Id,
        response: { 204: NoContentSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 204, ({ tx }) => deleteWebhook(tx, callerOf(request), request.params.id)),
  );

  app.post(
    '/:id/rotate-secret',
    {
      config: { ...REPRESENTATIVES, secretShownOnce: secretShownOnce('rotated the secret') },
      schema: {
        tags,
        summary:
          'A new signing secret, shown only in this answer; for 24 hours each delivery is signed with the old one too',
        params: Id,
        response: { 200: WebhookWithSecretSchema, ...REFUSALS },
      },
    },
    async (request, reply) =>
      keyedCall(request, reply, 200, ({ tx }) =>
        rotateWebhookSecret(tx, callerOf(request), request.params.id),
      ),
  );

  app.post(
    '/:id/ping',
    {
      config: TRIES_NOW,
      schema: {
        tags,
        summary: 'Send a `ping` to the endpoint now, whatever its status and types; answers the try',
        params: Id,
        response: { 200: WebhookAttemptSchema, ...REFUSALS },
      },
    },
    async (request) => pingWebhook(registryOf(app), callerOf(request), request.params.id),
  );

  app.get(
    '/:id/deliveries',
    {
      config: REPRESENTATIVES,
      schema: {
        tags,
        summary:
          "The endpoint's delivery log, newest first: every try with its status, duration and the first kilobyte of the answer",
        params: Id,
        querystring: WebhookDeliveriesQuerySchema,
        response: { 200: WebhookDeliveryPageSchema, ...REFUSALS },
      },
    },
    async (request) =>
      listWebhookDeliveries(app.database.db, callerOf(request), request.params.id, request.query),
  );

  app.post(
    '/:id/deliveries/:messageId/send-again',
    {
      config: TRIES_NOW,
      schema: {
        tags,
        summary: 'Send a message again now (same body, same webhook-id); answers the try',
        params: MessageId,
        response: { 200: WebhookAttemptSchema, ...REFUSALS },
      },
    },
    async (request) =>
      sendWebhookAgain(registryOf(app), callerOf(request), request.params.id, request.params.messageId),
  );
};
