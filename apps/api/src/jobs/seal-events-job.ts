import type { FastifyInstance } from 'fastify';
import { sealQueuedEvents, vacuumEventQueue } from '../services/events/seal-events';

export const SEAL_EVENTS_EVERY_MS = 1000;

/**
 * Every ledger call seals its own events right after commit; this catches the events of a call whose
 * process stopped between its commit and its seal, so none waits outside the chain for long, then vacuums
 * the queue so that the seals' scans of it stay short (vacuumEventQueue).
 */
export function startSealEventsJob(app: FastifyInstance, everyMs = SEAL_EVENTS_EVERY_MS): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sealQueuedEvents(app.database.db)
      .then(() => vacuumEventQueue(app.database.db))
      .catch((error: unknown) => app.log.error({ err: error }, 'sealing queued events failed'))
      .finally(() => {
        running = false;
      });
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
