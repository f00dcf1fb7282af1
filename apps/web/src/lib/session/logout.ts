import type { AuthErrorCode } from '@safc/domain';
import { clearCompanySelection } from '../company-selection';
import { http } from '../http';
import { readInternalToken, removeInternalToken } from '../internal-token';
import { getUserManager } from '../oidc';
import { goToPage } from '../page-navigation';
import { queryClient } from '../query-client';

export interface LogoutOptions {
  /** Shown on the home page by the login error notice (platform spec §2). */
  authError?: AuthErrorCode;
  /** End the identity provider's session too, so the next sign-in asks for credentials again. */
  endProviderSession?: boolean;
}

let loggingOut: Promise<void> | null = null;

// From the first step of a logout until the page has gone (both ways out are full-page moves), the
// signed-out state must not send the browser to /login: that would start a new authorization request
// racing the provider's logout, and the provider, still signed in, would sign the user straight back in.
let leaving = false;

/** True while a logout is taking the browser away: guards show a loader instead of starting a sign-in. */
export const isLeavingAfterLogout = (): boolean => leaving;

async function revokeInternalToken(): Promise<void> {
  const stored = readInternalToken();
  if (!stored) return;
  const { NoContentSchema } = await import('./session-contract');
  await http('/api/auth/logout', {
    method: 'POST',
    token: stored.token,
    skipSessionHandling: true,
    response: NoContentSchema,
  }).catch(() => undefined);
}

async function signOut({ authError, endProviderSession }: LogoutOptions): Promise<void> {
  await revokeInternalToken();
  removeInternalToken();
  clearCompanySelection();
  queryClient.clear();
  const manager = await getUserManager().catch(() => null);
  const user = await manager?.getUser().catch(() => null);
  // The provider's logout page sends the browser home (post_logout_redirect_uri) with no room for an
  // authError, so forced logouts sign out locally and carry the reason themselves.
  if (manager && user?.id_token && endProviderSession && !authError) {
    try {
      await manager.signoutRedirect({ id_token_hint: user.id_token });
      return;
    } catch {
      // The provider is unreachable: sign out locally instead of leaving the user stuck.
    }
  }
  await manager?.removeUser().catch(() => undefined);
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
