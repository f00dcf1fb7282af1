import { ROUTE_PATHS } from '@safc/domain';
import { getUserManager } from '../../../lib/oidc';
import { returnAfterSignIn } from '../../../lib/session/return-after-sign-in';

/**
 * Creating an API token needs a sign-in within the last 5 minutes (docs/decisions/091): the provider asks
 * for the password even though its session is live (prompt=login, max_age=0), and the browser comes back
 * to Profile settings.
 */
export async function signInAgainForApiToken(): Promise<void> {
  returnAfterSignIn(ROUTE_PATHS.PROFILE_SETTINGS);
  const manager = await getUserManager();
  await manager.signinRedirect({ prompt: 'login', max_age: 0 });
}
