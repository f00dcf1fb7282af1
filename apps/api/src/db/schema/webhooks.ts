import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  smallint,
  text,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import type { WebhookEndpointStatus, WebhookEventType } from '@safc/domain';
import { companies } from './companies';
import { createdAt, timestampTz, updatedAt } from './columns';
import { users } from './users';

// A company's webhooks (issue 44, docs/decisions/120-123). The fan-out reads the sealed event log after the
// writers committed and writes one message per endpoint; senders in any API process take an endpoint's lease
// and send its messages in order. Nothing is added to the operations' own transactions.

export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    url: text('url').notNull(),
    description: text('description').notNull().default(''),
    /** Empty: every type. */
    eventTypes: text('event_types')
      .array()
      .$type<WebhookEventType[]>()
      .notNull()
      .default(sql`'{}'`),
    status: text('status').$type<WebhookEndpointStatus>().notNull().default('active'),
    /** The signing secret (whsec_...), kept as written: signing needs it (decision 121). */
    secret: text('secret').notNull(),
    previousSecret: text('previous_secret'),
    previousSecretUntil: timestampTz('previous_secret_until'),
    /** Events after this seq concern the endpoint. */
    afterSeq: bigint('after_seq', { mode: 'number' }).notNull(),
    failingSince: timestampTz('failing_since'),
    disabledAt: timestampTz('disabled_at'),
    leaseUntil: timestampTz('lease_until'),
    createdBy: uuid('created_by').references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('webhook_endpoints_status', sql`${t.status} IN ('active', 'paused', 'disabled')`),
    index('webhook_endpoints_company_idx').on(t.companyId),
  ],
);

export const webhookMessages = pgTable(
  'webhook_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    position: bigint('position', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: uuid('event_id'),
    eventSeq: bigint('event_seq', { mode: 'number' }),
    type: text('type').notNull(),
    /** The JSON body exactly as signed and sent, every time. */
    body: text('body').notNull(),
    status: text('status').$type<'pending' | 'delivered' | 'failed'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestampTz('next_attempt_at').notNull().defaultNow(),
    firstAttemptAt: timestampTz('first_attempt_at'),
    deliveredAt: timestampTz('delivered_at'),
    createdAt: createdAt(),
  },
  (t) => [
    check('webhook_messages_status', sql`${t.status} IN ('pending', 'delivered', 'failed')`),
    unique('webhook_messages_event_once').on(t.endpointId, t.eventId),
    index('webhook_messages_pending_idx')
      .on(t.endpointId, t.position)
      .where(sql`${t.status} = 'pending'`),
    index('webhook_messages_endpoint_idx').on(t.endpointId, t.position),
  ],
);

export const webhookAttempts = pgTable(
  'webhook_attempts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => webhookMessages.id, { onDelete: 'cascade' }),
    endpointId: uuid('endpoint_id')
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    attemptedAt: timestampTz('attempted_at').notNull().defaultNow(),
    trigger: text('trigger').$type<'queue' | 'again' | 'ping'>().notNull(),
    ok: boolean('ok').notNull(),
    statusCode: integer('status_code'),
    durationMs: integer('duration_ms').notNull(),
    error: text('error'),
    /** The first kilobyte of the answer. */
    response: text('response'),
  },
  (t) => [
    check('webhook_attempts_trigger', sql`${t.trigger} IN ('queue', 'again', 'ping')`),
    index('webhook_attempts_endpoint_idx').on(t.endpointId, t.attemptedAt),
    index('webhook_attempts_message_idx').on(t.messageId),
  ],
);

/** The one row (id 1): the last event seq the webhook fan-out has read. */
export const webhookState = pgTable(
  'webhook_state',
  {
    id: smallint('id').primaryKey(),
    lastEventSeq: bigint('last_event_seq', { mode: 'number' }).notNull(),
  },
  (t) => [check('webhook_state_single_row', sql`${t.id} = 1`)],
);
