import { isTokenFresh, readInternalToken, removeInternalToken, storeInternalToken } from '../internal-token';
import { getUserManager } from '../oidc';
import { exchangeAccessToken } from './exchange-access-token';

// Platform spec §7: the bearer token is the stored internal token (1 hour) or, once that has run out, a
// new one obtained with a silent token fetch from the identity provider. One renewal at a time: a page
// firing ten queries at expiry should exchange once.
let renewing: Promise<string | null> | null = null;

async function renewInternalToken(): Promise<string | null> {
  try {
    const manager = await getUserManager();
    const user = await manager.signinSilent();
    if (!user?.access_token) throw new Error('The identity provider gave no access token.');
    const internal = await exchangeAccessToken(user.access_token);
    storeInternalToken(internal);
    return internal.token;
  } catch {
    // The provider will not renew (refresh token expired or revoked): the session is over. Without the
    // stale token the guards send the user to /login, which returns at once if the provider still knows them.
    removeInternalToken();
    return null;
  }
}

export async function requestToken(): Promise<string | null> {
  const stored = readInternalToken();
  if (!stored) return null;
  if (isTokenFresh(stored)) return stored.token;
  renewing ??= renewInternalToken().finally(() => {
    renewing = null;
  });
  return renewing;
}
