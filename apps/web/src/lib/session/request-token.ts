import type { User, UserManager } from 'oidc-client-ts';
import { IDENTITY_SILENT_TOKEN_LOCK_WAIT_MS, IDENTITY_TOKEN_ATTEMPTS } from '@safc/domain';
import { isTokenFresh, readInternalToken, removeInternalToken, storeInternalToken } from '../internal-token';
import { getUserManager } from '../oidc';
import { exchangeAccessToken } from './exchange-access-token';

// Platform spec §7: the bearer token is the stored internal token (1 hour) or, once that has run out, a
// new one obtained with a silent token fetch from the identity provider. One renewal at a time: a page
// firing ten queries at expiry should exchange once, and so should two tabs (§9: a lock, waited for 5 s).
let renewing: Promise<string | null> | null = null;

const SILENT_TOKEN_LOCK = 'safc.silentToken';

/**
 * Runs the renewal under a lock shared by the registry's tabs. A tab that waited finds the token the other
 * one stored; a holder that takes longer than the wait is presumed stuck, and this tab renews by itself.
 */
async function withSilentTokenLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return work();
  const signal = AbortSignal.timeout(IDENTITY_SILENT_TOKEN_LOCK_WAIT_MS);
  let waitedInVain = false;
  const held = await locks
    .request(SILENT_TOKEN_LOCK, { signal }, async () => ({ result: await work() }))
    .catch((error: unknown) => {
      if (!signal.aborted) throw error;
      waitedInVain = true;
      return null;
    });
  return waitedInVain || !held ? work() : held.result;
}

/** A transport failure or a timeout: the provider never answered, so asking again may succeed. */
const neverAnswered = (error: unknown): boolean =>
  error instanceof TypeError || (error as { name?: unknown } | null)?.name === 'ErrorTimeout';

/**
 * The refresh at the provider's token endpoint, up to 3 attempts (platform spec §7, §9) when no answer
 * came; an answer the provider gave (invalid_grant, login_required) would not change by asking again.
 */
async function signinSilently(manager: UserManager): Promise<User | null> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await manager.signinSilent();
    } catch (error) {
      if (attempt >= IDENTITY_TOKEN_ATTEMPTS || !neverAnswered(error)) throw error;
    }
  }
}

async function renewUnderLock(): Promise<string | null> {
  // Another tab may have renewed while this one waited for the lock.
  const stored = readInternalToken();
  if (stored && isTokenFresh(stored)) return stored.token;
  const manager = await getUserManager();
  const user = await signinSilently(manager);
  if (!user?.access_token) throw new Error('The identity provider gave no access token.');
  const internal = await exchangeAccessToken(user.access_token);
  storeInternalToken(internal);
  return internal.token;
}

async function renewInternalToken(): Promise<string | null> {
  try {
    return await withSilentTokenLock(renewUnderLock);
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
