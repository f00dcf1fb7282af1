import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventChainHead, events } from '../../db/schema';
import { appendEvent, type NewEvent } from '../events/append-event';
import { hashEvent, normalizePayload, type CanonicalEvent } from '../events/canonical-event';

/**
 * Chains events straight into the hash chain under the chain head lock, held until commit: for a
 * transaction that is not a ledger transaction (an administrator deciding a request through
 * /api/requests, whose own event is appended directly). Several events cost one lock, one insert and one
 * head update. Ledger services queue theirs instead (queueEvents) and seal after commit.
 */
export async function appendEventsToChain(tx: Tx, batch: readonly NewEvent[]): Promise<void> {
  const [only] = batch;
  if (batch.length === 0 || !only) return;
  if (batch.length === 1) {
    await appendEvent(tx, only);
    return;
  }
  const [head] = await tx
    .select({
      seq: eventChainHead.seq,
      hash: eventChainHead.hash,
      at: sql<string>`to_char(clock_timestamp() at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`,
    })
    .from(eventChainHead)
    .where(eq(eventChainHead.id, 1))
    .for('update');
  if (!head)
    throw new Error(
      'appendEventsToChain: the event_chain_head row is missing (were the migrations applied?)',
    );

  let prevHash = head.hash;
  let seq = head.seq;
  const rows = batch.map((event) => {
    seq += 1;
    const canonical: CanonicalEvent = {
      id: randomUUID(),
      seq,
      at: head.at,
      actorId: event.actorId ?? null,
      companyId: event.companyId ?? null,
      accountId: event.accountId ?? null,
      entityType: event.entityType,
      entityId: event.entityId,
      type: event.type,
      payload: normalizePayload(event.payload),
    };
    const hash = hashEvent(prevHash, canonical);
    const row = { ...canonical, at: new Date(canonical.at), prevHash, hash };
    prevHash = hash;
    return row;
  });
  await tx.insert(events).values(rows);
  await tx.update(eventChainHead).set({ seq, hash: prevHash }).where(eq(eventChainHead.id, 1));
}
