import type { FastifyInstance } from 'fastify';
import { registryOf } from '../routes/account/caller-of';
import { deliverWebhooks } from '../services/webhooks/deliver-webhooks';
import { startRecurringJob, type StopJob } from './recurring-job';

/** Each second: a first retry comes within 10 s of a failure, and a sealed event reaches its endpoint soon. */
export const DELIVER_WEBHOOKS_EVERY_MS = 1_000;

/**
 * Turns the sealed event log into webhook messages and sends them (issue 44), in every API process: the fan-out
 * reads each event once (advisory lock and a cursor in the database), and each endpoint's messages are sent in
 * order by the one process holding its lease. A run never overlaps the previous one.
 */
export function startWebhooksJob(app: FastifyInstance, everyMs = DELIVER_WEBHOOKS_EVERY_MS): StopJob {
  return startRecurringJob(everyMs, () =>
    deliverWebhooks(registryOf(app))
      .then((run) => {
        if (run.failed > 0) app.log.info(run, 'webhook deliveries failed');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering webhooks failed')),
  );
}
