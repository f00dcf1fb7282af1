import { ERROR_REPLAY_SAMPLE_RATE_ON_ERROR, ERROR_REPLAY_SAMPLE_RATE_SESSIONS } from '@safc/domain';
import type { AppConfig } from '../app-config';
import { setErrorCapture } from './forward-error';
import { scrubBreadcrumb, scrubEvent } from './scrub-event';

/**
 * Starts the error-reporting client (Sentry's protocol) when the deployment gives a DSN: replays of every
 * session with an error and of no other (platform spec §9), nothing personal (scrub-event). Loaded on
 * demand, after the page is up (main.tsx), so no page pays for it on its first load.
 */
export async function startErrorReporting(config: AppConfig): Promise<boolean> {
  if (!config.errorReportingDsn) return false;
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn: config.errorReportingDsn,
    environment: config.environment,
    release: config.buildVersion,
    // Nothing personal: no user, cookies, headers, query parameters or bodies (and scrubbed again below).
    dataCollection: {
      userInfo: false,
      cookies: false,
      httpHeaders: false,
      httpBodies: [],
      urlQueryParams: false,
    },
    replaysOnErrorSampleRate: ERROR_REPLAY_SAMPLE_RATE_ON_ERROR,
    replaysSessionSampleRate: ERROR_REPLAY_SAMPLE_RATE_SESSIONS,
    integrations: [Sentry.replayIntegration({ maskAllText: true, maskAllInputs: true, blockAllMedia: true })],
    beforeSend: (event) => scrubEvent(event),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  setErrorCapture((error) => Sentry.captureException(error));
  return true;
}
