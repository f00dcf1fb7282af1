import type { DbOrTx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import type { events } from '../../db/schema';

export type SealedEvent = typeof events.$inferSelect;

/**
 * Prepared (issue 13): the notifier and the publisher read every event a transfer records, a batch at a
 * time, and drizzle built this select's text and mapped its rows afresh at each batch.
 */
const nextSealedStatement = preparedStatement(
  'safc_next_sealed_events',
  // Ordered by the column, not by the text it is read as ("10" sorts before "2").
  `select id, seq::text as seq, at, actor_id as "actorId", company_id as "companyId", account_id as "accountId",
          entity_type as "entityType", entity_id as "entityId", type, payload, prev_hash as "prevHash", hash
     from events e where e.seq > $1::bigint order by e.seq limit $2::int`,
);

/**
 * The sealed events that follow a reader's cursor (the public log's publisher, the notifier), at most `limit`,
 * and only the run that follows on without a gap: a later seq can be visible before an earlier one commits,
 * and a reader that skipped it would never see it.
 */
export async function nextSealedEvents(db: DbOrTx, afterSeq: number, limit: number): Promise<SealedEvent[]> {
  const read = await preparedRows<Omit<SealedEvent, 'seq'> & { seq: string }>(db, nextSealedStatement, [
    afterSeq,
    limit,
  ]);
  const run: SealedEvent[] = [];
  for (const event of read) {
    const seq = Number(event.seq);
    if (seq !== afterSeq + run.length + 1) break;
    run.push({ ...event, seq });
  }
  return run;
}
