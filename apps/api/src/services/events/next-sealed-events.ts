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
  `select ${sealedEventColumns('e')} from events e where e.seq > $1::bigint order by e.seq limit $2::int`,
);

/** An events row's columns as SealedEvent names them, its seq as text (followingRun reads it). */
export function sealedEventColumns(alias: string): string {
  const e = alias;
  return `${e}.id, ${e}.seq::text as seq, ${e}.at, ${e}.actor_id as "actorId", ${e}.company_id as "companyId",
    ${e}.account_id as "accountId", ${e}.entity_type as "entityType", ${e}.entity_id as "entityId", ${e}.type,
    ${e}.payload, ${e}.prev_hash as "prevHash", ${e}.hash`;
}

/** An events row read with sealedEventColumns. */
export type SealedEventRead = Omit<SealedEvent, 'seq'> & { seq: string };

/**
 * The sealed events that follow a reader's cursor (the public log's publisher, the notifier), at most `limit`,
 * and only the run that follows on without a gap: a later seq can be visible before an earlier one commits,
 * and a reader that skipped it would never see it.
 */
export async function nextSealedEvents(db: DbOrTx, afterSeq: number, limit: number): Promise<SealedEvent[]> {
  const read = await preparedRows<SealedEventRead>(db, nextSealedStatement, [afterSeq, limit]);
  return followingRun(read, afterSeq);
}

/** The rows, read in seq order, that follow `afterSeq` without a gap (any reader's columns, seq as text). */
export function followingRun<Read extends { seq: string }>(
  read: readonly Read[],
  afterSeq: number,
): (Omit<Read, 'seq'> & { seq: number })[] {
  const run: (Omit<Read, 'seq'> & { seq: number })[] = [];
  for (const event of read) {
    const seq = Number(event.seq);
    if (seq !== afterSeq + run.length + 1) break;
    run.push({ ...event, seq });
  }
  return run;
}
