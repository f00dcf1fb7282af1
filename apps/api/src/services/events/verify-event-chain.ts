import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { eventChainHead, events } from '../../db/schema';
import { GENESIS_HASH, hashEvent } from './canonical-event';

export type BrokenLinkReason = 'missingEvent' | 'prevHashMismatch' | 'hashMismatch';

export type EventChainVerification =
  | { ok: true; count: number }
  | { ok: false; count: number; brokenAt: { seq: number; id: string | null; reason: BrokenLinkReason } };

const PAGE_SIZE = 1_000;

/**
 * Walks the chain in seq order, a page at a time, and names the first broken link. It verifies up to the
 * head as read when it starts: events appended meanwhile are left for the next run. `count` is the
 * number of events found sound before the break (or in all).
 */
export async function verifyEventChain(db: DbOrTx): Promise<EventChainVerification> {
  const [head] = await db.select().from(eventChainHead).where(eq(eventChainHead.id, 1));
  const lastSeq = head?.seq ?? 0;
  let prevHash = GENESIS_HASH;
  let count = 0;

  while (count < lastSeq) {
    const page = await db
      .select()
      .from(events)
      .where(and(gt(events.seq, count), lte(events.seq, lastSeq)))
      .orderBy(asc(events.seq))
      .limit(PAGE_SIZE);
    if (page.length === 0) return broken(count, count + 1, null, 'missingEvent');

    for (const event of page) {
      const expectedSeq = count + 1;
      if (event.seq !== expectedSeq) return broken(count, expectedSeq, null, 'missingEvent');
      if (event.prevHash !== prevHash) return broken(count, event.seq, event.id, 'prevHashMismatch');
      const hash = hashEvent(prevHash, {
        id: event.id,
        seq: event.seq,
        at: event.at.toISOString(),
        actorId: event.actorId,
        companyId: event.companyId,
        accountId: event.accountId,
        entityType: event.entityType,
        entityId: event.entityId,
        type: event.type,
        payload: event.payload,
      });
      if (hash !== event.hash) return broken(count, event.seq, event.id, 'hashMismatch');
      prevHash = event.hash;
      count = event.seq;
    }
  }

  // The head itself is part of the chain: a rewritten tail would leave it pointing at another hash.
  if (head && head.hash !== prevHash) {
    return broken(count, lastSeq, null, 'hashMismatch');
  }
  return { ok: true, count };
}

function broken(
  count: number,
  seq: number,
  id: string | null,
  reason: BrokenLinkReason,
): EventChainVerification {
  return { ok: false, count, brokenAt: { seq, id, reason } };
}
