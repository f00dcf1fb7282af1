import {
  AUTH_ERRORS,
  IDENTITY_ERRORS,
  identityErrorOf,
  landingRouteAfterSignIn,
  type IdentityErrorCode,
} from '@safc/domain';
import { isHttpError } from '../../../lib/http-error';
import { readInternalToken, storeInternalToken } from '../../../lib/internal-token';
import { getUserManager } from '../../../lib/oidc';
import { queryClient } from '../../../lib/query-client';
import { exchangeAccessToken } from '../../../lib/session/exchange-access-token';
import { meQuery } from '../../../lib/session/get-me';
import { logout } from '../../../lib/session/logout';
import { takeReturnAfterSignIn } from '../../../lib/session/return-after-sign-in';
import { resetLastActivity } from './last-activity-store';

/**
 * Where /login-success sends the browser, or the identity error it shows (platform spec §8); null when a
 * logout has taken over the navigation.
 */
export type SignInOutcome = { to: string } | { identityError: IdentityErrorCode } | null;

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
    const authError =
      isHttpError(error) && error.status === 401 ? AUTH_ERRORS.notRegistered : AUTH_ERRORS.unknown;
    await logout({ authError });
    return false;
  }
}

/** The provider's answer at the callback: its tokens, or the identity error that stopped them. */
async function redeemCallback(
  url: string,
): Promise<{ accessToken?: string; identityError?: IdentityErrorCode }> {
  const params = new URL(url).searchParams;
  // Opened without a provider's answer (a bookmark, a reload): nothing to redeem, the stored token decides.
  if (!params.has('code') && !params.has('error')) return {};
  const manager = await getUserManager();
  try {
    const user = await manager.signinRedirectCallback(url);
    // Exchanged once and then forgotten: the page keeps no provider token (docs/decisions/090).
    await manager.removeUser();
    return { accessToken: user.access_token };
  } catch (thrown) {
    // Someone already signed in who comes back to an old callback address (the browser's Back) stays in.
    if (readInternalToken()) return {};
    const identityError = identityErrorOf({
      callbackError: params.get('error'),
      callbackHadState: params.has('state'),
      thrown,
    });
    // login_required: the provider's session is over, so forget the local one too.
    if (identityError === IDENTITY_ERRORS.loginRequired) await manager.removeUser().catch(() => undefined);
    return { identityError };
  }
}

async function signIn(url: string): Promise<SignInOutcome> {
  const { accessToken, identityError } = await redeemCallback(url);
  if (identityError) return { identityError };
  if (accessToken) {
    if (!(await exchange(accessToken))) return null;
  }
  // Platform spec §2: the internal token is read here (memory, decision 090); without it the user is sent home.
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
