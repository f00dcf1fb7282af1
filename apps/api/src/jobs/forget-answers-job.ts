import type { FastifyInstance } from 'fastify';
import { forgetOldAnswers } from '../services/idempotency/forget-old-answers';
import { startRecurringJob, type StopJob } from './recurring-job';

export const FORGET_ANSWERS_EVERY_MS = 3_600_000;

/**
 * Forgets, every hour, the Idempotency-Key answers older than IDEMPOTENT_ANSWERS_KEPT_DAYS (decision 083).
 * Every API process runs it; SKIP LOCKED keeps them from taking the same rows.
 */
export function startForgetAnswersJob(app: FastifyInstance, everyMs = FORGET_ANSWERS_EVERY_MS): StopJob {
  return startRecurringJob(everyMs, () =>
    forgetOldAnswers(app.database.db, app.config.idempotentAnswersKeptDays)
      .then(({ forgotten }) => {
        app.metrics.jobSucceeded('forget-answers');
        if (forgotten > 0) app.log.info({ forgotten }, 'forgot old Idempotency-Key answers');
      })
      .catch((error: unknown) =>
        app.log.error({ err: error }, 'forgetting old Idempotency-Key answers failed'),
      ),
  );
}
