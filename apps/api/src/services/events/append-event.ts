import type { EventPayloadInput, EventType } from '@safc/domain';
import type { Tx } from '../../db/client';
import { chainEvents, recordedFieldsOf, type ChainedEvent } from './chain-events';

/** Who and what an event is about. */
export interface EventScope {
  actorId?: string | null;
  companyId?: string | null;
  accountId?: string | null;
  entityType: string;
  entityId: string;
}

/**
 * An event to record: its type decides its payload's shape (packages/domain/src/events), checked by the
 * compiler where it is written and by the schema when it is recorded (recordedFieldsOf).
 */
export type NewEvent = {
  [T in EventType]: EventScope & { type: T; payload: EventPayloadInput<T> };
}[EventType];

/**
 * Appends one event to the hash chain (chainEvents). Call it as the LAST step of the transaction that made
 * the change: the chain head lock it takes is held until commit, so the shorter the rest of the transaction
 * after it, the less other writers wait (DESIGN §8).
 */
export async function appendEvent(tx: Tx, event: NewEvent): Promise<ChainedEvent> {
  const [chained] = await chainEvents(tx, [recordedFieldsOf(event)]);
  if (!chained) throw new Error('appendEvent: the event was not chained');
  return chained;
}

/** Appends several events of one change to the hash chain: one head lock, one insert, one head update. */
export function appendEvents(tx: Tx, batch: readonly NewEvent[]): Promise<ChainedEvent[]> {
  return chainEvents(tx, batch.map(recordedFieldsOf));
}
