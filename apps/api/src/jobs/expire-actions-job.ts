import type { FastifyInstance } from 'fastify';
import { expireActions } from '../services/actions/expire-actions';
import { startRecurringJob, type StopJob } from './recurring-job';

export const EXPIRE_ACTIONS_EVERY_MS = 60_000;

/**
 * Runs expireActions every minute in this process. Every API process runs it; FOR UPDATE SKIP LOCKED in
 * expireActions keeps them from taking the same action. A run never overlaps the previous one.
 */
export function startExpireActionsJob(app: FastifyInstance, everyMs = EXPIRE_ACTIONS_EVERY_MS): StopJob {
  return startRecurringJob(everyMs, () =>
    expireActions(app.database.db)
      .then(({ expired }) => {
        app.metrics.jobSucceeded('expire-actions');
        if (expired > 0) app.log.info({ expired }, 'expired pending transfers');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring actions failed')),
  );
}
