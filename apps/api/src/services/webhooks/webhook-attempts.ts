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
  return eventTransaction(db, async (tx) => {
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
    await tx.execute(
      sql`update webhook_endpoints set status = 'disabled', disabled_at = ${now.toISOString()}::timestamptz,
                 updated_at = ${now.toISOString()}::timestamptz
           where id = ${message.endpointId}::uuid`,
    );
    await recordEvents(tx, [
      {
        type: 'WebhookDisabled',
        companyId: endpoint.companyId,
        entityType: 'webhook',
        entityId: message.endpointId,
        payload: { failingSince: new Date(endpoint.failingSince).toISOString() },
      },
    ]);
    return recorded('disabled');
  });
}
