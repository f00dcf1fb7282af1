import type { Db, Tx } from '../../db/client';
import { sealQueuedEvents } from './seal-events';

/**
 * One ledger operation: its transaction (which queues its events with queueEvents), then, once committed,
 * the sealing of those events into the hash chain. A failed seal does not undo the committed operation:
 * its events stay queued and the sealing job chains them within a second.
 */
export async function ledgerTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  const result = await db.transaction(work);
  await sealQueuedEvents(db).catch(() => undefined);
  return result;
}
