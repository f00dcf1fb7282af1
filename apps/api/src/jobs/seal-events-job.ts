import type { FastifyInstance } from 'fastify';
import { sealQueuedEvents, vacuumEventQueue } from '../services/events/seal-events';
import { startRecurringJob, type StopJob } from './recurring-job';

export const SEAL_EVENTS_EVERY_MS = 1000;

/**
 * Every ledger call seals its own events right after commit; this catches the events of a call whose
 * process stopped between its commit and its seal, so none waits outside the chain for long, then vacuums
 * the queue so that the seals' scans of it stay short (vacuumEventQueue).
 */
export function startSealEventsJob(app: FastifyInstance, everyMs = SEAL_EVENTS_EVERY_MS): StopJob {
  return startRecurringJob(everyMs, () =>
    sealQueuedEvents(app.database.db)
      .then(() => vacuumEventQueue(app.database.db))
      .then(() => app.metrics.jobSucceeded('seal-events'))
      .catch((error: unknown) => app.log.error({ err: error }, 'sealing queued events failed')),
  );
}
