import { AUTH_ERRORS, landingRouteAfterSignIn } from '@safc/domain';
import { isHttpError } from '../../../lib/http-error';
import { readInternalToken, storeInternalToken } from '../../../lib/internal-token';
import { getUserManager } from '../../../lib/oidc';
import { queryClient } from '../../../lib/query-client';
import { exchangeAccessToken } from '../../../lib/session/exchange-access-token';
import { meQuery } from '../../../lib/session/get-me';
import { logout } from '../../../lib/session/logout';
import { takeReturnAfterSignIn } from '../../../lib/session/return-after-sign-in';
import { resetLastActivity } from './last-activity-store';

/** Where /login-success sends the browser; null when a logout has taken over the navigation. */
export type SignInOutcome = { to: string } | null;

async function exchange(accessToken: string): Promise<boolean> {
  try {
    const internal = await exchangeAccessToken(accessToken);
    // A fresh sign-in restarts the inactivity clock, before the stored token wakes the inactivity watcher
    // (which would otherwise see the last click of a previous session).
    resetLastActivity();
    storeInternalToken(internal);
    return true;
  } catch (error) {
    // The provider knows the user, the registry does not: sign out locally and say so on the home page.
    const authError = isHttpError(error) && error.status === 401 ? AUTH_ERRORS.notRegistered : AUTH_ERRORS.unknown;
    await logout({ authError });
    return false;
  }
}

async function signIn(url: string): Promise<SignInOutcome> {
  const manager = await getUserManager();
  const user = await manager.signinRedirectCallback(url).catch(() => null);
  if (user?.access_token) {
    if (!(await exchange(user.access_token))) return null;
  }
  // Platform spec §2: the internal token is read from storage here; without it the user is sent home.
  if (!readInternalToken()) return { to: '/' };
  try {
    const me = await queryClient.fetchQuery(meQuery);
    return { to: takeReturnAfterSignIn() ?? landingRouteAfterSignIn(me) };
  } catch {
    // The session shows "couldn't find your profile" (or the error screen) over the home page.
    return { to: '/' };
  }
}

let completing: { url: string; outcome: Promise<SignInOutcome> } | null = null;

/**
 * Finishes the authorization code flow once per callback URL: the code can be redeemed only once, and
 * React's development mode runs effects twice.
 */
export function completeSignIn(url: string): Promise<SignInOutcome> {
  if (completing?.url !== url) completing = { url, outcome: signIn(url) };
  return completing.outcome;
}
