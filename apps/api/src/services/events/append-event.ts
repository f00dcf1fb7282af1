import { randomUUID } from 'node:crypto';
import type { EventType } from '@safc/domain';
import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { eventChainHead, events } from '../../db/schema';
import { hashEvent, normalizePayload, type CanonicalEvent } from './canonical-event';

export interface NewEvent {
  type: EventType;
  actorId?: string | null;
  companyId?: string | null;
  accountId?: string | null;
  entityType: string;
  entityId: string;
  payload?: unknown;
}

export interface AppendedEvent {
  id: string;
  seq: number;
  at: Date;
  hash: string;
}

/**
 * Appends one event to the hash chain. Call it as the LAST step of the transaction that made the change:
 * it locks the chain head row, and that lock is held until commit, so the shorter the rest of the
 * transaction after it, the less other writers wait (DESIGN §8).
 */
export async function appendEvent(tx: Tx, event: NewEvent): Promise<AppendedEvent> {
  // The time comes from the database clock under the head lock, so `at` never goes backwards along seq
  // even with several API processes; it is cut to milliseconds because that is what a JS Date keeps.
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
    throw new Error('appendEvent: the event_chain_head row is missing (were the migrations applied?)');

  const canonical: CanonicalEvent = {
    id: randomUUID(),
    seq: head.seq + 1,
    at: head.at,
    actorId: event.actorId ?? null,
    companyId: event.companyId ?? null,
    accountId: event.accountId ?? null,
    entityType: event.entityType,
    entityId: event.entityId,
    type: event.type,
    payload: normalizePayload(event.payload),
  };
  const hash = hashEvent(head.hash, canonical);
  const at = new Date(canonical.at);

  await tx.insert(events).values({ ...canonical, at, prevHash: head.hash, hash });
  await tx.update(eventChainHead).set({ seq: canonical.seq, hash }).where(eq(eventChainHead.id, 1));
  return { id: canonical.id, seq: canonical.seq, at, hash };
}
