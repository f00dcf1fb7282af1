import type { WebhookEventPage } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import type { Caller } from '../users/caller';
import { companyEventsOfLog, WEBHOOK_SOURCE_TYPES, type WebhookSourceEvent } from './webhook-event-bodies';
import { webhookCompanyOf } from './webhook-endpoints';

const SOURCE_TYPES = [...WEBHOOK_SOURCE_TYPES].map((type) => `'${type}'`).join(', ');

/**
 * GET /api/webhooks/events: the caller's company's events after `after` (the log's latest point when not
 * given: only what comes next), as deliveries carry them, read from at most `limit` events of the log (`safc
 * listen` polls it and forwards each body, signed, to a developer's machine).
 */
export async function webhookEventPage(
  db: DbOrTx,
  caller: Caller,
  query: { after?: number; limit: number },
): Promise<WebhookEventPage> {
  const companyId = webhookCompanyOf(caller);
  const [latest] = await queryRows<{ seq: string }>(
    db,
    sql`select coalesce(max(seq), 0)::text as seq from events`,
  );
  const after = query.after ?? Number(latest?.seq ?? 0);
  const read = await queryRows<Omit<WebhookSourceEvent, 'seq'> & { seq: string }>(
    db,
    sql`select e.seq::text as seq, e.id, e.at, e.type, e.company_id as "companyId", e.account_id as "accountId",
               e.entity_type as "entityType", e.entity_id as "entityId", e.payload
          from events e
         where e.seq > ${after} and e.type in (${sql.raw(SOURCE_TYPES)})
         order by e.seq limit ${query.limit}`,
  );
  // The page reads only the types that can concern a company, so a gap in seq is most often a type left out;
  // the seal commits the chain one batch after another under its head lock, so it is not an event to come.
  const events = read.map(({ seq, ...event }) => ({ ...event, seq: Number(seq) }));
  const items = (await companyEventsOfLog(db, events))
    .filter((event) => event.companyId === companyId)
    .map((event) => ({ seq: event.seq, body: event.body }));
  return { items, next: events.at(-1)?.seq ?? after };
}
