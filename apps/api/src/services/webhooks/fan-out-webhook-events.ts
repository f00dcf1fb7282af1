import { endpointHears, type WebhookEndpointStatus } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { followingRun } from '../events/next-sealed-events';
import { companyEventsOfLog, WEBHOOK_SOURCE_TYPES, type WebhookSourceEvent } from './webhook-event-bodies';

// The webhooks' reader of the sealed log (issue 44), as the notifier is the mails' (services/notifications):
// every API process runs it, they queue on an advisory lock, and the cursor in webhook_state moves in the
// transaction that writes the batch's messages, so each event becomes its messages once across processes.

const BATCH = 200;
const MAX_BATCHES = 50;
/** Fan-outs of every API process queue on this lock: each event is read by one of them, once. */
const FAN_OUT_LOCK_KEY = 726_044;

const SOURCE_TYPES = [...WEBHOOK_SOURCE_TYPES].map((type) => `'${type}'`).join(', ');

type Read = Omit<WebhookSourceEvent, 'seq'> & { seq: string | null; cursor: string };

interface Endpoint extends Record<string, unknown> {
  id: string;
  companyId: string;
  eventTypes: string[];
  afterSeq: string;
  status: WebhookEndpointStatus;
}

/**
 * Reads the sealed events after the cursor and writes one message per endpoint that hears each event, in log
 * order; a disabled endpoint hears nothing until re-enabled. Stops at a gap in seq (an event not yet visible).
 */
export async function fanOutWebhookEvents(db: Db): Promise<{ events: number; messages: number }> {
  const total = { events: 0, messages: 0 };
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await db.transaction((tx) => fanOutBatch(tx));
    total.events += result.events;
    total.messages += result.messages;
    if (result.events < BATCH) break;
  }
  return total;
}

async function fanOutBatch(tx: Tx): Promise<{ events: number; messages: number }> {
  await tx.execute(sql`select pg_advisory_xact_lock(${FAN_OUT_LOCK_KEY}::bigint)`);
  const read = await queryRows<Read>(
    tx,
    sql.raw(`select s.last_event_seq::text as cursor, e.seq::text as seq, e.id, e.at, e.type,
          e.company_id as "companyId", e.account_id as "accountId", e.entity_type as "entityType",
          e.entity_id as "entityId", case when e.type in (${SOURCE_TYPES}) then e.payload end as payload
     from webhook_state s
     left join lateral (select * from events e where e.seq > s.last_event_seq order by e.seq limit ${BATCH}) e
       on true
    where s.id = 1
    order by e.seq`),
  );
  const cursor = read[0]?.cursor;
  if (cursor === undefined) throw new Error('fanOutWebhookEvents: webhook_state is missing (migrations?)');
  const sealed = followingRun(
    read.flatMap(({ seq, cursor: _cursor, ...event }) => (seq === null ? [] : [{ ...event, seq }])),
    Number(cursor),
  );
  const last = sealed.at(-1);
  if (!last) return { events: 0, messages: 0 };
  const endpoints = await queryRows<Endpoint>(
    tx,
    sql`select id, company_id as "companyId", event_types as "eventTypes", after_seq::text as "afterSeq", status
          from webhook_endpoints where status <> 'disabled' and after_seq < ${last.seq}`,
  );
  let messages = 0;
  if (endpoints.length > 0) {
    const byCompany = new Map<string, Endpoint[]>();
    for (const endpoint of endpoints)
      byCompany.set(endpoint.companyId, [...(byCompany.get(endpoint.companyId) ?? []), endpoint]);
    const rows = (await companyEventsOfLog(tx, sealed)).flatMap((event) =>
      (byCompany.get(event.companyId) ?? [])
        .filter(
          (endpoint) =>
            Number(endpoint.afterSeq) < event.seq && endpointHears(endpoint.eventTypes, event.type),
        )
        .map((endpoint) => ({
          endpointId: endpoint.id,
          eventId: event.eventId,
          eventSeq: event.seq,
          type: event.type,
          body: JSON.stringify(event.body),
          at: event.body.timestamp,
        })),
    );
    if (rows.length > 0) {
      // One insert in log order: the identity `position` follows the rows' order, the endpoint's send order.
      const inserted = await queryRows<{ id: string }>(
        tx,
        // Due from the event's time: the message is owed since then.
        sql`insert into webhook_messages (endpoint_id, event_id, event_seq, type, body, next_attempt_at)
            select m."endpointId", m."eventId", m."eventSeq", m.type, m.body, m.at
              from rows from (jsonb_to_recordset(${JSON.stringify(rows)}::jsonb)
                     as ("endpointId" uuid, "eventId" uuid, "eventSeq" bigint, type text, body text,
                         at timestamptz))
                   with ordinality as m("endpointId", "eventId", "eventSeq", type, body, at, ord)
             order by m.ord
            on conflict (endpoint_id, event_id) do nothing
            returning id`,
      );
      messages = inserted.length;
    }
  }
  await tx.execute(sql`update webhook_state set last_event_seq = ${last.seq} where id = 1`);
  return { events: sealed.length, messages };
}
