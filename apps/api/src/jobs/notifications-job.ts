import type { FastifyInstance } from 'fastify';
import { registryOf } from '../routes/account/caller-of';
import { deliverNotifications } from '../services/notifications/deliver-notifications';
import { startRecurringJob, type StopJob } from './recurring-job';

export const DELIVER_NOTIFICATIONS_EVERY_MS = 5_000;

/**
 * Turns the sealed event log into notification mails and sends them, every few seconds, in every API
 * process: the notifier reads each event once (advisory lock and a cursor in the database), and senders
 * claim outbox rows with SKIP LOCKED, so processes share the work and nobody is mailed twice. A run never
 * overlaps the previous one.
 */
export function startNotificationsJob(
  app: FastifyInstance,
  everyMs = DELIVER_NOTIFICATIONS_EVERY_MS,
): StopJob {
  return startRecurringJob(everyMs, () =>
    deliverNotifications(registryOf(app))
      .then((run) => {
        app.metrics.jobSucceeded('notifications');
        if (run.sent + run.digests > 0) app.log.info(run, 'notification mails sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'delivering notifications failed')),
  );
}
