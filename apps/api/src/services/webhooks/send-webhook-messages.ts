import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Registry } from '../users/caller';
import { recordAttempt, recordDelivered, type DeliveredTry, type MessageToTry } from './webhook-attempts';
import { mailWebhookDisabled } from './mail-webhook-disabled';
import { postWebhook } from './post-webhook';
import type { Resolve } from './webhook-address-guard';
import { secretsOf, webhookIdOf, type SigningSecrets } from './webhook-secrets';

// Sends what the fan-out queued (issue 44): an endpoint's messages one after the other, in the log's order, by
// the one process holding the endpoint's lease (no transaction stays open over the network); endpoints side by
// side. A message that fails holds the ones after it back until it is delivered or given up (24 h): order per
// company, at least once (a process that dies mid-try leaves the message pending, and the lease runs out).

/** How long a process may hold an endpoint: longer than a run's sending budget plus one try's timeout. */
const LEASE_SECONDS = 60;
/**
 * A run stops taking the next message of an endpoint after this long, and the job runs again at once (the
 * endpoint is leased anew). Short: a run ends when its last endpoint does, and only then are the events sealed
 * meanwhile fanned out, so one slow receiver with a backlog held every other endpoint's new messages back for
 * as long as this (30 s before).
 */
const SENDING_BUDGET_MS = 2_000;
const ENDPOINTS_PER_RUN = 32;
/** Endpoints sent to at once by one process. */
const AT_ONCE = 8;
const MESSAGES_PER_READ = 100;

interface LeasedEndpoint extends SigningSecrets, Record<string, unknown> {
  id: string;
  url: string;
  companyId: string;
}

interface QueuedMessage extends MessageToTry, Record<string, unknown> {
  body: string;
  nextAttemptAt: Date;
}

/** What a run sent: tries that delivered, that failed, and endpoints left with due messages by the budget. */
export interface SentRun {
  delivered: number;
  failed: number;
  unfinished: number;
}

export interface SendOptions {
  now?: () => Date;
  resolve?: Resolve;
  timeoutMs?: number;
}

/** One run of the senders: the endpoints whose oldest pending message is due, leased and sent to. */
export async function sendWebhookMessages(registry: Registry, options: SendOptions = {}): Promise<SentRun> {
  const now = options.now ?? (() => new Date());
  const leased = await leaseDueEndpoints(registry.db, now());
  const total: SentRun = { delivered: 0, failed: 0, unfinished: 0 };
  const queue = [...leased];
  const worker = async () => {
    for (let endpoint = queue.shift(); endpoint; endpoint = queue.shift()) {
      const sent = await sendEndpointQueue(registry, endpoint, options, now).finally(() =>
        releaseLease(registry.db, endpoint.id),
      );
      total.delivered += sent.delivered;
      total.failed += sent.failed;
      total.unfinished += sent.unfinished;
    }
  };
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, leased.length) }, worker));
  return total;
}

/** Leases the active endpoints whose oldest pending message is due and that no process holds. */
function leaseDueEndpoints(db: Db, now: Date): Promise<LeasedEndpoint[]> {
  const at = now.toISOString();
  return queryRows<LeasedEndpoint>(
    db,
    sql`update webhook_endpoints e set lease_until = ${at}::timestamptz + make_interval(secs => ${LEASE_SECONDS})
         where e.id in (
           select d.id from webhook_endpoints d
            where d.status = 'active' and (d.lease_until is null or d.lease_until < ${at}::timestamptz)
              and (select m.next_attempt_at from webhook_messages m
                    where m.endpoint_id = d.id and m.status = 'pending' order by m.position limit 1)
                  <= ${at}::timestamptz
            limit ${ENDPOINTS_PER_RUN}
            for update skip locked)
     returning e.id, e.url, e.company_id as "companyId", e.secret, e.previous_secret as "previousSecret",
               e.previous_secret_until as "previousSecretUntil"`,
  );
}

const releaseLease = (db: Db, endpointId: string) =>
  db.execute(sql`update webhook_endpoints set lease_until = null where id = ${endpointId}::uuid`);

/** The endpoint's pending messages in order, until one fails, none is due, or the run's budget is spent. */
async function sendEndpointQueue(
  registry: Registry,
  endpoint: LeasedEndpoint,
  options: SendOptions,
  now: () => Date,
): Promise<SentRun> {
  const started = Date.now();
  const sent: SentRun = { delivered: 0, failed: 0, unfinished: 0 };
  // Successes are recorded in batches; a failure is recorded at once, after them (decision 122).
  const delivered: DeliveredTry[] = [];
  const flush = () => recordDelivered(registry.db, endpoint.id, delivered.splice(0));
  try {
    for (;;) {
      const messages = await queryRows<QueuedMessage>(
        registry.db,
        sql`select id, endpoint_id as "endpointId", body, attempts, first_attempt_at as "firstAttemptAt",
                   next_attempt_at as "nextAttemptAt"
              from webhook_messages where endpoint_id = ${endpoint.id}::uuid and status = 'pending'
             order by position limit ${MESSAGES_PER_READ}`,
      );
      if (messages.length === 0) return sent;
      for (const message of messages) {
        const at = now();
        if (new Date(message.nextAttemptAt) > at) return sent;
        if (Date.now() - started > SENDING_BUDGET_MS) return { ...sent, unfinished: 1 };
        const outcome = await postWebhook(
          {
            url: endpoint.url,
            webhookId: webhookIdOf(message.id),
            body: message.body,
            secrets: secretsOf(endpoint, at),
          },
          {
            allowPrivate: registry.config.webhooks.allowPrivate,
            resolve: options.resolve,
            timeoutMs: options.timeoutMs,
            now: at,
          },
        );
        if (outcome.ok) {
          delivered.push({ messageId: message.id, at, outcome });
          sent.delivered += 1;
          continue;
        }
        await flush();
        const firstAttemptAt = message.firstAttemptAt ? new Date(message.firstAttemptAt) : null;
        const { after } = await recordAttempt(
          registry.db,
          { ...message, firstAttemptAt },
          outcome,
          'queue',
          at,
        );
        sent.failed += 1;
        if (after === 'disabled') await mailWebhookDisabled(registry, endpoint.id);
        return sent;
      }
      // The read's messages were all delivered: recorded before the next read, which must not see them pending.
      await flush();
      if (messages.length < MESSAGES_PER_READ) return sent;
    }
  } finally {
    await flush();
  }
}
