import { isTokenFresh, readInternalToken, storeInternalToken } from '../internal-token';
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
    if (!user?.access_token) return null;
    const internal = await exchangeAccessToken(user.access_token);
    storeInternalToken(internal);
    return internal.token;
  } catch {
    // The request then leaves without a token; its 401 signs the user out the usual way.
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
