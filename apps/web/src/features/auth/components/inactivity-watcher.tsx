import { useEffect } from 'react';
import { ACTIVITY_THROTTLE_MS, AUTH_ERRORS, INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@safc/domain';
import { logout } from '../../../lib/session/logout';
import { useSession } from '../../../lib/session/session-context';
import { createInactivityTimer } from '../lib/inactivity-timer';
import { lastActivityStore } from '../lib/last-activity-store';

/** Logs a signed-in user out after 2 hours without a click and sends them home with the reason. */
export function InactivityWatcher() {
  const { isAuthenticated } = useSession();

  useEffect(() => {
    if (!isAuthenticated) return undefined;
    const timer = createInactivityTimer({
      timeoutMs: INACTIVITY_TIMEOUT_MS,
      checkMs: INACTIVITY_CHECK_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      store: lastActivityStore,
      onTimeout: () => void logout({ authError: AUTH_ERRORS.inactivity }),
    });
    const onClick = () => timer.recordActivity();
    document.addEventListener('click', onClick, { capture: true, passive: true });
    timer.start();
    return () => {
      document.removeEventListener('click', onClick, { capture: true });
      timer.stop();
    };
  }, [isAuthenticated]);

  return null;
}
