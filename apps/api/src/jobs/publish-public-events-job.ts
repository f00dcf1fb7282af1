import type { FastifyInstance } from 'fastify';
import { publishPublicEvents } from '../services/public-log/publish-public-events';
import { startRecurringJob, type StopJob } from './recurring-job';

export const PUBLISH_PUBLIC_EVENTS_EVERY_MS = 1000;

/**
 * Publishes the sealed event log to the public side every second: the public unit list and the Merkle tree
 * with a signed checkpoint (docs/decisions/011). One process at a time works (advisory lock); the others
 * find nothing left and write nothing.
 */
export function startPublishPublicEventsJob(
  app: FastifyInstance,
  everyMs = PUBLISH_PUBLIC_EVENTS_EVERY_MS,
  onPublished: (events: number) => void = () => undefined,
): StopJob {
  return startRecurringJob(everyMs, () =>
    app
      .logSigner()
      .then((signer) => publishPublicEvents(app.database.db, signer))
      .then((result) => {
        app.metrics.jobSucceeded('publish-public-events');
        if (result.events > 0) onPublished(result.events);
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'publishing public events failed')),
  );
}
