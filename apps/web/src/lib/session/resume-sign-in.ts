import {
  hadSignIn,
  isInternalToken,
  removeInternalToken,
  storeInternalToken,
  type InternalToken,
} from '../internal-token';

// The sign-in's HttpOnly cookie (docs/decisions/090) is the only thing that outlives the page: the page asks
// it for a 1-hour token at load and when its token runs out. Plain fetch, no zod: this runs in the entry
// script every page loads (docs/decisions/041).

/** A 401: the sign-in has ended (logout, 2 hours without a renewal, 14 days, a block). */
export class SignInEnded extends Error {}

/** POST /api/auth/session: a new internal token from the cookie. The cookie goes along on its own. */
export async function tokenFromSignIn(): Promise<InternalToken> {
  const response = await fetch('/api/auth/session', {
    method: 'POST',
    headers: { Accept: 'application/json', 'X-Requested-With': 'XMLHttpRequest' },
  });
  if (response.status === 401) throw new SignInEnded('Your sign-in has ended');
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok || !isInternalToken(body)) throw new Error(`POST /api/auth/session: ${response.status}`);
  return body;
}

/**
 * At page load, before the app renders: a browser that had a sign-in gets its token back, so a reload keeps
 * the user signed in and the guards never see a signed-out moment. Unreachable: signed out for this page.
 */
export async function resumeSignIn(): Promise<void> {
  if (!hadSignIn()) return;
  try {
    storeInternalToken(await tokenFromSignIn());
  } catch (error) {
    if (error instanceof SignInEnded) removeInternalToken();
  }
}
