import type { FastifyInstance } from 'fastify';
import { cleanSignInLockouts } from '../services/sign-in-lockout/clean-sign-in-lockouts';
import { expireUnits } from '../services/units/expire-units';
import { startRecurringJob, type StopJob } from './recurring-job';
import { removeSpentPasswordResets } from '../identity/password-resets';
import { removeUnusedIdentitiesOfLapsedInvitations } from '../identity/unused-invited-identities';

export const EXPIRE_UNITS_EVERY_MS = 60_000;

async function cleanIdentities(app: FastifyInstance): Promise<void> {
  if (!app.config.oidc.embedded) return;
  const removed = await removeUnusedIdentitiesOfLapsedInvitations(app.database.db);
  if (removed > 0) app.log.info({ removed }, 'removed unused sign-ins of revoked or expired invitations');
  await removeSpentPasswordResets(app.database.db);
}

/**
 * Runs expireUnits, then cleanSignInLockouts, every minute in this process. Every API process runs it; FOR UPDATE SKIP LOCKED in
 * expireUnits keeps them from taking the same block. A run never overlaps the previous one.
 */
export function startExpireUnitsJob(app: FastifyInstance, everyMs = EXPIRE_UNITS_EVERY_MS): StopJob {
  return startRecurringJob(everyMs, () =>
    expireUnits(app.database.db)
      .then(({ expired }) => {
        app.metrics.jobSucceeded('expire-units');
        if (expired > 0) app.log.info({ expired }, 'expired units past their validity period');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'expiring units failed'))
      // The minute's other housekeeping: sign-in failure counts and locks no sign-in needs (decision 031).
      .then(() => cleanSignInLockouts(app.database.db))
      .then(({ deleted }) => {
        if (deleted > 0) app.log.info({ deleted }, 'cleaned sign-in lockouts');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'cleaning sign-in lockouts failed'))
      // And the embedded provider's: unused sign-ins of lapsed invitations, spent reset links (086, 087).
      .then(() => cleanIdentities(app))
      .catch((error: unknown) => app.log.error({ err: error }, 'cleaning identities failed')),
  );
}
