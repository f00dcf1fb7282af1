import { IDENTITY_TOKEN_ATTEMPTS } from '@safc/domain';
import { isTokenFresh, readInternalToken, removeInternalToken, storeInternalToken } from '../internal-token';
import { SignInEnded, tokenFromSignIn } from './resume-sign-in';

// Platform spec §7: the bearer token is the internal token (1 hour) held in memory or, once that has run
// out, a new one from the sign-in's HttpOnly cookie (docs/decisions/090), never the provider's access token
// exchanged again (each is exchanged once). One renewal at a time: a page firing ten queries at expiry
// renews once.

let renewing: Promise<string | null> | null = null;

/** A transport failure: the API never answered, so asking again may succeed (§9: up to 3 attempts). */
async function renewWithAttempts(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const renewed = await tokenFromSignIn();
      storeInternalToken(renewed);
      return renewed.token;
    } catch (error) {
      if (attempt >= IDENTITY_TOKEN_ATTEMPTS || error instanceof SignInEnded || !(error instanceof TypeError))
        throw error;
    }
  }
}

async function renewInternalToken(): Promise<string | null> {
  try {
    return await renewWithAttempts();
  } catch {
    // The sign-in is over (logout elsewhere, 2 hours idle, a block): without the stale token the guards
    // send the user to /login, and the provider, whose session ended with it, asks for the password.
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
