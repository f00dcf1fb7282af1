import { failedTooLong, nextWebhookAttemptAt } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { eventTransaction, recordEvents } from '../events/record-events';
import type { AttemptOutcome } from './post-webhook';

// What a try leaves behind (issue 44, docs/decisions/122): the attempt in the delivery log, the message delivered,
// scheduled again or given up, and the endpoint's failing streak, which after 5 days disables it.

export type AttemptTrigger = 'queue' | 'again' | 'ping';

/** A message as a try needs it. */
export interface MessageToTry {
  id: string;
  endpointId: string;
  attempts: number;
  firstAttemptAt: Date | null;
}

/** What became of the endpoint: still sending, or just disabled by this failure (its people to be mailed). */
export type EndpointAfterTry = 'sending' | 'disabled';

/** The try as recorded, and what became of its endpoint. */
export interface RecordedAttempt {
  attemptId: string;
  after: EndpointAfterTry;
}

/** Records one try in one transaction; a failure schedules the next try, or gives the message up after 24 h. */
export async function recordAttempt(
  db: Db,
  message: MessageToTry,
  outcome: AttemptOutcome,
  trigger: AttemptTrigger,
  now: Date,
): Promise<RecordedAttempt> {
  // A plain transaction: the try records no event, so no seal is started after it (one a delivery would
  // cost a round trip). Disabling, which does record one, is a transaction of its own (disableEndpoint).
  const recorded = await db.transaction(async (tx) => {
    const [attempt] = await queryRows<{ id: string }>(
      tx,
      sql`insert into webhook_attempts (message_id, endpoint_id, attempted_at, trigger, ok, status_code, duration_ms,
                                        error, response)
          values (${message.id}::uuid, ${message.endpointId}::uuid, ${now.toISOString()}::timestamptz, ${trigger},
                  ${outcome.ok}, ${outcome.statusCode}, ${outcome.durationMs}, ${outcome.error}, ${outcome.response})
          returning id`,
    );
    const recorded = (after: EndpointAfterTry): RecordedAttempt => ({ attemptId: attempt!.id, after });
    const attempts = message.attempts + 1;
    const first = message.firstAttemptAt ?? now;
    if (outcome.ok) {
      await tx.execute(
        sql`update webhook_messages set status = 'delivered', attempts = ${attempts}, delivered_at = ${now.toISOString()}::timestamptz,
                   first_attempt_at = coalesce(first_attempt_at, ${now.toISOString()}::timestamptz)
             where id = ${message.id}::uuid`,
      );
      await tx.execute(
        sql`update webhook_endpoints set failing_since = null where id = ${message.endpointId}::uuid and failing_since is not null`,
      );
      return recorded('sending');
    }
    // A ping or a "send again" is the person's own try: it moves no queued message's schedule.
    if (trigger === 'queue') {
      const next = nextWebhookAttemptAt(attempts, first, now);
      await tx.execute(
        sql`update webhook_messages
               set attempts = ${attempts}, first_attempt_at = coalesce(first_attempt_at, ${now.toISOString()}::timestamptz),
                   status = ${next ? 'pending' : 'failed'},
                   next_attempt_at = ${(next ?? now).toISOString()}::timestamptz
             where id = ${message.id}::uuid`,
      );
    } else {
      await tx.execute(
        sql`update webhook_messages set attempts = ${attempts} where id = ${message.id}::uuid`,
      );
    }
    const [endpoint] = await queryRows<{ failingSince: string; status: string; companyId: string }>(
      tx,
      sql`update webhook_endpoints
             set failing_since = coalesce(failing_since, ${now.toISOString()}::timestamptz)
           where id = ${message.endpointId}::uuid
       returning failing_since::text as "failingSince", status, company_id as "companyId"`,
    );
    if (!endpoint || endpoint.status !== 'active' || !failedTooLong(new Date(endpoint.failingSince), now))
      return recorded('sending');
    return recorded('disabled');
  });
  if (recorded.after === 'sending') return recorded;
  return { ...recorded, after: await disableEndpoint(db, message.endpointId, now) };
}

/** Disables an endpoint that failed for 5 days, with its event; 'sending' when another process already did. */
async function disableEndpoint(db: Db, endpointId: string, now: Date): Promise<EndpointAfterTry> {
  return eventTransaction(db, async (tx) => {
    const [disabled] = await queryRows<{ companyId: string; failingSince: Date }>(
      tx,
      sql`update webhook_endpoints set status = 'disabled', disabled_at = ${now.toISOString()}::timestamptz,
                 updated_at = ${now.toISOString()}::timestamptz
           where id = ${endpointId}::uuid and status = 'active'
       returning company_id as "companyId", failing_since as "failingSince"`,
    );
    if (!disabled) return 'sending';
    await recordEvents(tx, [
      {
        type: 'WebhookDisabled',
        companyId: disabled.companyId,
        entityType: 'webhook',
        entityId: endpointId,
        payload: { failingSince: new Date(disabled.failingSince).toISOString() },
      },
    ]);
    return 'disabled';
  });
}

/** A successful try, waiting to be recorded with the others of its run. */
export interface DeliveredTry {
  messageId: string;
  at: Date;
  outcome: AttemptOutcome;
}

/**
 * Records a run's successful tries of one endpoint in one statement: the attempts, the messages delivered, the
 * endpoint's failing streak ended. A sender records them in batches rather than one transaction a delivery
 * (five round trips each, which bounded an endpoint to a few dozen deliveries a second under load). A process
 * that dies before recording sends them again: at least once, and with the same webhook-id.
 */
export async function recordDelivered(
  db: Db,
  endpointId: string,
  tries: readonly DeliveredTry[],
): Promise<void> {
  if (tries.length === 0) return;
  const rows = JSON.stringify(
    tries.map(({ messageId, at, outcome }) => ({
      messageId,
      at: at.toISOString(),
      statusCode: outcome.statusCode,
      durationMs: outcome.durationMs,
      response: outcome.response,
    })),
  );
  await db.execute(
    sql`with tried as (
          select * from jsonb_to_recordset(${rows}::jsonb)
            as t("messageId" uuid, at timestamptz, "statusCode" int, "durationMs" int, response text)
        ), attempts as (
          insert into webhook_attempts (message_id, endpoint_id, attempted_at, trigger, ok, status_code, duration_ms,
                                        response)
          select t."messageId", ${endpointId}::uuid, t.at, 'queue', true, t."statusCode", t."durationMs", t.response
            from tried t
        ), delivered as (
          update webhook_messages m
             set status = 'delivered', attempts = m.attempts + 1, delivered_at = t.at,
                 first_attempt_at = coalesce(m.first_attempt_at, t.at)
            from tried t where m.id = t."messageId"
        )
        update webhook_endpoints set failing_since = null
         where id = ${endpointId}::uuid and failing_since is not null`,
  );
}
