import type * as Oidc from 'oidc-client-ts';
import type { UserManager, UserManagerSettings } from 'oidc-client-ts';
import { IDENTITY_CLOCK_LEEWAY_S, IDENTITY_HTTP_TIMEOUT_MS, IDENTITY_POPUP_TIMEOUT_MS } from '@safc/domain';
import { loadAppConfig, type AppConfig } from './app-config';

// Identity client timeouts (platform spec §9). oidc-client-ts 3 does not validate token times itself, so
// the clock leeway is applied where the web does compare times: the internal token's expiry, and the
// provider's access token, which counts as expiring (and is renewed) that long before its end. The
// silent-token lock wait and the token endpoint's attempts are in lib/session/request-token.
const HTTP_TIMEOUT_S = IDENTITY_HTTP_TIMEOUT_MS / 1000;
const POPUP_TIMEOUT_S = IDENTITY_POPUP_TIMEOUT_MS / 1000;

type OidcModule = typeof Oidc;

export function userManagerSettings(
  oidc: OidcModule,
  config: AppConfig,
  origin: string,
): UserManagerSettings {
  // The API audience travels on the authorize request and on the token request, so the provider issues
  // a JWT access token for the API (resource indicators) that POST /api/auth/token accepts.
  const resource = { resource: config.apiAudience };
  return {
    authority: config.oidcAuthority,
    client_id: config.oidcClientId,
    redirect_uri: `${origin}/login-success`,
    post_logout_redirect_uri: `${origin}/`,
    response_type: 'code',
    scope: 'openid email profile offline_access',
    extraQueryParams: resource,
    extraTokenParams: resource,
    // The provider's tokens stay in memory and are dropped once exchanged (docs/decisions/090); only the
    // sign-in's state and PKCE verifier wait in this tab's sessionStorage while the browser is at the provider.
    userStore: new oidc.WebStorageStateStore({ store: new oidc.InMemoryWebStorage() }),
    stateStore: new oidc.WebStorageStateStore({ store: window.sessionStorage }),
    automaticSilentRenew: false,
    accessTokenExpiringNotificationTimeInSeconds: IDENTITY_CLOCK_LEEWAY_S,
    requestTimeoutInSeconds: HTTP_TIMEOUT_S,
    silentRequestTimeoutInSeconds: HTTP_TIMEOUT_S,
    popupWindowFeatures: { closePopupWindowAfterInSeconds: POPUP_TIMEOUT_S },
    loadUserInfo: false,
  };
}

let manager: Promise<UserManager> | null = null;

export function getUserManager(): Promise<UserManager> {
  // The identity client is loaded only when a sign-in, a token renewal or a logout needs it.
  manager ??= Promise.all([import('oidc-client-ts'), loadAppConfig()])
    .then(([oidc, config]) => new oidc.UserManager(userManagerSettings(oidc, config, window.location.origin)))
    .catch((error: unknown) => {
      manager = null;
      throw error;
    });
  return manager;
}
