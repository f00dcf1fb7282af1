import { asc, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { events } from '../../db/schema';

/**
 * The sealed events that follow a reader's cursor (the public log's publisher, the notifier), at most `limit`,
 * and only the run that follows on without a gap: a later seq can be visible before an earlier one commits,
 * and a reader that skipped it would never see it.
 */
export async function nextSealedEvents(tx: Tx, afterSeq: number, limit: number) {
  const read = await tx
    .select()
    .from(events)
    .where(gt(events.seq, afterSeq))
    .orderBy(asc(events.seq))
    .limit(limit);
  return read.filter((event, index) => event.seq === afterSeq + index + 1);
}
