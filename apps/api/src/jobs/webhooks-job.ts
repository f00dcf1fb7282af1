import type { FastifyInstance } from 'fastify';
import { registryOf } from '../routes/account/caller-of';
import { onEventsSealed } from '../services/events/seal-events';
import { deliverWebhooks } from '../services/webhooks/deliver-webhooks';
import { startWakeableJob, type StopJob } from './recurring-job';

/** Each second: a first retry comes within 10 s of a failure, and events sealed by another process are read. */
export const DELIVER_WEBHOOKS_EVERY_MS = 1_000;

/**
 * Turns the sealed event log into webhook messages and sends them (issue 44), in every API process: the fan-out
 * reads each event once (advisory lock and a cursor in the database), and each endpoint's messages are sent in
 * order by the one process holding its lease. A run never overlaps the previous one.
 *
 * It runs as soon as this process's sealer has chained new events, and again right after a run during which
 * more were sealed: a run fans out only what was sealed before it started, and an event sealed meanwhile
 * waited for the next whole-second tick after that run's end (bench/results/webhooks.md).
 */
export function startWebhooksJob(app: FastifyInstance, everyMs = DELIVER_WEBHOOKS_EVERY_MS): StopJob {
  const job = startWakeableJob(everyMs, () =>
    deliverWebhooks(registryOf(app))
      .then((run) => {
        // An endpoint stopped by the run's budget has more to send: at once, not at the next tick.
        if (run.unfinished > 0) job.wake();
        if (run.failed > 0) app.log.info(run, 'webhook deliveries failed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering webhooks failed')),
  );
  const unsubscribe = onEventsSealed(app.database.db, job.wake);
  return async () => {
    unsubscribe();
    await job.stop();
  };
}
