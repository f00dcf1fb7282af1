import type { Tx } from '../../db/client';
import { appendEvent, type NewEvent } from '../events/append-event';

/**
 * Ledger services gather their events while they work and append them here, as the last step of the
 * transaction: the event chain head is locked only from this point until commit (DESIGN §8).
 */
export async function appendEvents(tx: Tx, events: readonly NewEvent[]): Promise<void> {
  for (const event of events) await appendEvent(tx, event);
}
