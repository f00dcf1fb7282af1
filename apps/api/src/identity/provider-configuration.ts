import { errors, type Configuration, type KoaContextWithOIDC } from 'oidc-provider';
import type { AppConfig } from '../config';
import type { Db } from '../db/client';
import { findIdentityAccountById } from './identity-accounts';
import { providerErrorIdOf } from './provider-error-shape';
import { createPostgresAdapter } from './postgres-adapter';
import {
  renderLogoutPage,
  renderProviderErrorPage,
  renderSignedOutPage,
  renderUnavailablePage,
} from './provider-pages';
import { DATABASE_UNAVAILABLE_RETRY_SECONDS, isDatabaseUnavailable } from '../errors/database-error';
import type { ProviderKeys } from './provider-keys';

export const OIDC_MOUNT_PATH = '/oidc';
/** The single scope of the API as a resource server; the API checks the audience, not this scope. */
export const API_RESOURCE_SCOPE = 'api';
const FIRST_PARTY_SCOPES = 'openid email profile offline_access';
const HOUR = 60 * 60;
const DAY = 24 * HOUR;

export const interactionPath = (uid: string): string => `${OIDC_MOUNT_PATH}/interaction/${uid}`;

/**
 * Our own web app is the only client and the registry owns the data, so there is nothing to consent to:
 * the grant is created (and widened) here, and the provider never asks for consent.
 */
function loadFirstPartyGrant(
  clientId: string,
  audience: string,
): NonNullable<Configuration['loadExistingGrant']> {
  return async (ctx: KoaContextWithOIDC) => {
    const client = ctx.oidc.client;
    const session = ctx.oidc.session;
    if (!client || !session?.accountId) return undefined;
    const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
    const existing = grantId ? await ctx.oidc.provider.Grant.find(grantId) : undefined;
    if (client.clientId !== clientId) return existing;
    const grant =
      existing ?? new ctx.oidc.provider.Grant({ clientId: client.clientId, accountId: session.accountId });
    grant.addOIDCScope(FIRST_PARTY_SCOPES);
    grant.addResourceScope(audience, API_RESOURCE_SCOPE);
    await grant.save();
    return grant;
  };
}

/**
 * Whether the logout request carries an ID token of the browser's current session: the provider has checked
 * its signature and audience (not its expiry); here its subject must be the session's account and it must have
 * been issued since that sign-in, so neither another account's token nor one of an earlier session will do.
 */
function hintNamesThisSession(ctx: KoaContextWithOIDC): boolean {
  const hint = (ctx.oidc.entities as { IdTokenHint?: { payload?: { sub?: unknown; iat?: unknown } } })
    .IdTokenHint?.payload;
  const session = ctx.oidc.session;
  if (!hint || !session?.accountId || typeof hint.iat !== 'number') return false;
  return hint.sub === session.accountId && hint.iat >= (session.loginTs ?? Infinity);
}

/** A GET is repeated as it came (mountProvider keeps the whole path in originalUrl); anything else starts over. */
function providerRetryUrl(ctx: KoaContextWithOIDC, home: string): string {
  const originalUrl = (ctx.req as { originalUrl?: string }).originalUrl;
  return ctx.method === 'GET' && originalUrl ? originalUrl : home;
}

export interface ProviderConfigurationOptions {
  config: AppConfig;
  db: Db;
  keys: ProviderKeys;
}

export function providerConfiguration({ config, db, keys }: ProviderConfigurationOptions): Configuration {
  const { clientId, audience } = config.oidc;
  const home = `${config.publicUrl}/`;

  return {
    adapter: createPostgresAdapter(db),
    clients: [
      {
        client_id: clientId,
        client_name: 'SAFc Registry',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${config.publicUrl}/login-success`],
        post_logout_redirect_uris: [home],
      },
    ],
    jwks: { keys: keys.signingKeys },
    cookies: { keys: keys.cookieKeys },
    scopes: ['openid', 'email', 'profile', 'offline_access'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
    // The web reads who signed in from the ID token and /api/users/me; it never calls userinfo.
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== audience) throw new errors.InvalidTarget();
          return {
            scope: API_RESOURCE_SCOPE,
            audience,
            accessTokenFormat: 'jwt',
            accessTokenTTL: HOUR,
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => {
          ctx.type = 'html';
          ctx.body = renderLogoutPage(form, { askedByThisSession: hintNamesThisSession(ctx) });
        },
        postLogoutSuccessSource: (ctx) => {
          ctx.type = 'html';
          ctx.body = renderSignedOutPage(home);
        },
      },
    },
    interactions: { url: (_ctx, interaction) => interactionPath(interaction.uid) },
    loadExistingGrant: loadFirstPartyGrant(clientId, audience),
    // The browser keeps a refresh token (platform spec §7) whether or not the request could carry
    // offline_access (which needs prompt=consent); it then lives only as long as the provider session.
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    async findAccount(_ctx, sub) {
      const account = await findIdentityAccountById(db, sub);
      if (!account) return undefined;
      return {
        accountId: account.id,
        claims: () => ({ sub: account.id, email: account.email, email_verified: true, name: account.name }),
      };
    },
    // The API finds a registry user by the token's verified e-mail the first time (then by subject), and the
    // resource server cannot call userinfo with an access token meant for itself: carry the e-mail inside.
    async extraTokenClaims(_ctx, token) {
      if (!('accountId' in token) || typeof token.accountId !== 'string') return undefined;
      const account = await findIdentityAccountById(db, token.accountId);
      return account ? { email: account.email, email_verified: true, name: account.name } : undefined;
    },
    renderError: (ctx, out, error) => {
      ctx.type = 'html';
      const errorId = providerErrorIdOf(ctx.state);
      if (isDatabaseUnavailable(error)) {
        // Not the person's fault and not a bug: 503 and a page that says to try again (decision 020).
        ctx.status = 503;
        ctx.set('retry-after', String(DATABASE_UNAVAILABLE_RETRY_SECONDS));
        ctx.set('cache-control', 'no-store');
        ctx.body = renderUnavailablePage(providerRetryUrl(ctx, home), home, errorId);
        return;
      }
      ctx.body = renderProviderErrorPage(String(out.error), out.error_description, home, errorId);
    },
    ttl: {
      AccessToken: HOUR,
      AuthorizationCode: 60,
      IdToken: HOUR,
      Interaction: HOUR,
      Grant: 14 * DAY,
      Session: 14 * DAY,
      RefreshToken: 14 * DAY,
    },
  };
}
