import type { AuthErrorCode } from '@safc/domain';
import { clearCompanySelection } from '../company-selection';
import { http } from '../http';
import { readInternalToken, removeInternalToken } from '../internal-token';
import { goToPage } from '../page-navigation';
import { queryClient } from '../query-client';

export interface LogoutOptions {
  /** Shown on the home page by the login error notice (platform spec §2). */
  authError?: AuthErrorCode;
}

let loggingOut: Promise<void> | null = null;

// From the first step of a logout until the page has gone (both ways out are full-page moves), the
// signed-out state must not send the browser to /login: that would start a new authorization request
// racing the provider's logout, and the provider, still signed in, would sign the user straight back in.
let leaving = false;

/** True while a logout is taking the browser away: guards show a loader instead of starting a sign-in. */
export const isLeavingAfterLogout = (): boolean => leaving;

/**
 * POST /api/auth/logout with the token, even one past its hour, and the sign-in's cookie (sent by the
 * browser): the API ends the sign-in, every token it minted, and the provider's session with its refresh
 * tokens, so the next sign-in asks for the password (issue 39, docs/decisions/090). A forced logout
 * (inactivity, a refused token) ends them just the same.
 */
async function endSignIn(): Promise<void> {
  const { NoContentSchema } = await import('./session-contract');
  await http('/api/auth/logout', {
    method: 'POST',
    token: readInternalToken()?.token ?? null,
    skipSessionHandling: true,
    response: NoContentSchema,
  }).catch(() => undefined);
}

async function signOut({ authError }: LogoutOptions): Promise<void> {
  await endSignIn();
  removeInternalToken();
  clearCompanySelection();
  queryClient.clear();
  goToPage(authError ? `/?authError=${encodeURIComponent(authError)}` : '/');
}

/** Platform spec §2: after logout the user goes home. Safe to call from several places at once. */
export function logout(options: LogoutOptions = {}): Promise<void> {
  leaving = true;
  loggingOut ??= signOut(options)
    .catch((error: unknown) => {
      leaving = false; // Still here: let the guards act again.
      throw error;
    })
    .finally(() => {
      loggingOut = null;
    });
  return loggingOut;
}
