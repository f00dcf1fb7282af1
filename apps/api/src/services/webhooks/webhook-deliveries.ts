import { randomUUID } from 'node:crypto';
import { WEBHOOK_PING, type WebhookAttempt, type WebhookDeliveryPage } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { AppError } from '../../errors/app-error';
import type { Caller, Registry } from '../users/caller';
import { recordAttempt, type AttemptTrigger } from './webhook-attempts';
import { endpointOf, webhookCompanyOf, type EndpointRow } from './webhook-endpoints';
import { postWebhook } from './post-webhook';
import type { Resolve } from './webhook-address-guard';
import { secretsOf, webhookIdOf } from './webhook-secrets';

// An endpoint's delivery log (issue 44): every try of every message, newest first, with what the endpoint
// answered; "send again" and the test ping try at once, in the call, and land in the same log.

interface AttemptRow extends Record<string, unknown> {
  id: string;
  messageId: string;
  type: string;
  eventId: string | null;
  attemptedAt: Date;
  trigger: WebhookAttempt['trigger'];
  ok: boolean;
  statusCode: number | null;
  durationMs: number;
  error: string | null;
  response: string | null;
  messageStatus: WebhookAttempt['messageStatus'];
}

const ATTEMPT_COLUMNS = sql`a.id, a.message_id as "messageId", m.type, m.event_id as "eventId",
  a.attempted_at as "attemptedAt", a.trigger, a.ok, a.status_code as "statusCode", a.duration_ms as "durationMs",
  a.error, a.response, m.status as "messageStatus"`;

const attemptView = (row: AttemptRow): WebhookAttempt => ({
  ...row,
  webhookId: webhookIdOf(row.messageId),
  attemptedAt: new Date(row.attemptedAt).toISOString(),
});

/** GET /api/webhooks/{id}/deliveries. */
export async function listWebhookDeliveries(
  db: DbOrTx,
  caller: Caller,
  endpointId: string,
  query: { page: number; pageSize: number },
): Promise<WebhookDeliveryPage> {
  const endpoint = await endpointOf(db, webhookCompanyOf(caller), endpointId);
  const [rows, [count]] = await Promise.all([
    queryRows<AttemptRow>(
      db,
      sql`select ${ATTEMPT_COLUMNS} from webhook_attempts a join webhook_messages m on m.id = a.message_id
           where a.endpoint_id = ${endpoint.id}::uuid
           order by a.attempted_at desc, a.id desc
           limit ${query.pageSize} offset ${(query.page - 1) * query.pageSize}`,
    ),
    queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from webhook_attempts where endpoint_id = ${endpoint.id}::uuid`,
    ),
  ]);
  return { items: rows.map(attemptView), total: count?.n ?? 0, page: query.page, pageSize: query.pageSize };
}

interface TryOptions {
  resolve?: Resolve;
  now?: Date;
}

/** Tries one message now, records the try, and answers it as the log lists it. */
async function tryNow(
  registry: Registry,
  endpoint: EndpointRow,
  message: { id: string; body: string; attempts: number; firstAttemptAt: Date | null },
  trigger: AttemptTrigger,
  options: TryOptions,
): Promise<WebhookAttempt> {
  const now = options.now ?? new Date();
  const outcome = await postWebhook(
    {
      url: endpoint.url,
      webhookId: webhookIdOf(message.id),
      body: message.body,
      secrets: secretsOf(endpoint, now),
    },
    { allowPrivate: registry.config.webhooks.allowPrivate, resolve: options.resolve, now },
  );
  const { attemptId } = await recordAttempt(
    registry.db,
    { ...message, endpointId: endpoint.id },
    outcome,
    trigger,
    now,
  );
  const [row] = await queryRows<AttemptRow>(
    registry.db,
    sql`select ${ATTEMPT_COLUMNS} from webhook_attempts a join webhook_messages m on m.id = a.message_id
         where a.id = ${attemptId}::uuid`,
  );
  if (!row) throw new Error('tryNow: the attempt was not recorded');
  return attemptView(row);
}

/** POST /api/webhooks/{id}/deliveries/{messageId}/send-again: the message's body again, same webhook-id. */
export async function sendWebhookAgain(
  registry: Registry,
  caller: Caller,
  endpointId: string,
  messageId: string,
  options: TryOptions = {},
): Promise<WebhookAttempt> {
  const endpoint = await endpointOf(registry.db, webhookCompanyOf(caller), endpointId);
  const [message] = await queryRows<{
    id: string;
    body: string;
    attempts: number;
    firstAttemptAt: Date | null;
  }>(
    registry.db,
    sql`select id, body, attempts, first_attempt_at as "firstAttemptAt" from webhook_messages
         where id = ${messageId}::uuid and endpoint_id = ${endpoint.id}::uuid`,
  );
  if (!message) throw AppError.notFound('Delivery not found');
  return tryNow(registry, endpoint, message, 'again', options);
}

/** POST /api/webhooks/{id}/ping: a `ping` message, sent now whatever the endpoint's status and types. */
export async function pingWebhook(
  registry: Registry,
  caller: Caller,
  endpointId: string,
  options: TryOptions = {},
): Promise<WebhookAttempt> {
  const endpoint = await endpointOf(registry.db, webhookCompanyOf(caller), endpointId);
  const now = options.now ?? new Date();
  const id = randomUUID();
  const body = JSON.stringify({
    id,
    type: WEBHOOK_PING,
    timestamp: now.toISOString(),
    data: { endpointId: endpoint.id, message: 'A test message from the SAFc Registry' },
  });
  // Written as tried already (not 'pending'): the queue's senders never take a ping.
  const [message] = await queryRows<{ id: string }>(
    registry.db,
    sql`insert into webhook_messages (id, endpoint_id, type, body, status, first_attempt_at)
        values (${id}::uuid, ${endpoint.id}::uuid, ${WEBHOOK_PING}, ${body}, 'failed', ${now.toISOString()}::timestamptz)
        returning id`,
  );
  return tryNow(registry, endpoint, { id: message!.id, body, attempts: 0, firstAttemptAt: now }, 'ping', {
    ...options,
    now,
  });
}
