import { createHash, randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { App } from '../../src/app';

// Drives the embedded OpenID provider the way a browser with oidc-client-ts does: authorization request
// with PKCE, the sign-in page, the code, the token endpoint. Cookies are kept in a small jar.

export interface ProviderTokens {
  accessToken: string;
  idToken: string;
  refreshToken: string | undefined;
}

export interface SignInOptions {
  email: string;
  password: string;
  scope?: string;
}

export class CookieJar {
  private readonly cookies = new Map<string, string>();

  collect(response: LightMyRequestResponse): void {
    const header = response.headers['set-cookie'];
    const lines = Array.isArray(header) ? header : header ? [header] : [];
    for (const line of lines) {
      const [pair] = line.split(';');
      const separator = pair!.indexOf('=');
      const name = pair!.slice(0, separator).trim();
      const value = pair!.slice(separator + 1).trim();
      if (value === '' || /expires=Thu, 01 Jan 1970/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  }
}

const base64url = (bytes: Buffer) => bytes.toString('base64url');
/** The path and query of a Location header, absolute or not. */
const pathOf = (location: string) => {
  const url = new URL(location, 'http://localhost');
  return `${url.pathname}${url.search}`;
};

function expectRedirect(response: LightMyRequestResponse, step: string): string {
  const location = response.headers.location;
  if (response.statusCode < 300 || response.statusCode >= 400 || typeof location !== 'string') {
    throw new Error(
      `${step}: expected a redirect, got ${response.statusCode} ${whatThePageSays(response.body)}`,
    );
  }
  return location;
}

/**
 * The provider's error page leads with its stylesheet: its text from the heading on (what went wrong, the error
 * code and ID), else the start of the body.
 */
function whatThePageSays(body: string): string {
  const heading = body.indexOf('<h1>');
  const main = heading === -1 ? body.slice(0, 500) : body.slice(heading, heading + 600);
  return main
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export interface AuthorizationStart {
  jar: CookieJar;
  /** Where the provider sent the browser: its sign-in page, or straight back to the web when signed in. */
  location: string;
  interactionPath: string;
  codeVerifier: string;
  state: string;
}

export interface AuthorizationOptions {
  scope?: string;
  /** The browser's cookies from an earlier sign-in (single sign-on, silent renew). */
  jar?: CookieJar;
  prompt?: 'none' | 'login' | 'consent';
}

/** Starts an authorization request; the provider sends the browser to its sign-in page. */
export async function startAuthorization(
  app: App,
  options: AuthorizationOptions = {},
): Promise<AuthorizationStart> {
  const { publicUrl, oidc } = app.config;
  const jar = options.jar ?? new CookieJar();
  const codeVerifier = base64url(randomBytes(32));
  const state = base64url(randomBytes(16));
  const query = new URLSearchParams({
    client_id: oidc.clientId,
    response_type: 'code',
    scope: options.scope ?? 'openid email profile offline_access',
    redirect_uri: `${publicUrl}/login-success`,
    code_challenge: base64url(createHash('sha256').update(codeVerifier).digest()),
    code_challenge_method: 'S256',
    state,
    nonce: base64url(randomBytes(16)),
    resource: oidc.audience,
    ...(options.prompt ? { prompt: options.prompt } : {}),
  });
  const authorize = await app.inject({
    method: 'GET',
    url: `/oidc/auth?${query}`,
    headers: { cookie: jar.header() },
  });
  jar.collect(authorize);
  const location = expectRedirect(authorize, 'authorization request');
  return { jar, location, interactionPath: pathOf(location), codeVerifier, state };
}

/** Posts the sign-in form of the interaction. */
export async function submitSignIn(
  app: App,
  start: AuthorizationStart,
  credentials: { email: string; password: string },
): Promise<LightMyRequestResponse> {
  const response = await app.inject({
    method: 'POST',
    url: start.interactionPath,
    headers: { cookie: start.jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(credentials).toString(),
  });
  start.jar.collect(response);
  return response;
}

/** Follows the provider's redirects after sign-in until it sends the browser back to the web with a code. */
export async function finishAuthorization(
  app: App,
  start: AuthorizationStart,
  afterSignIn?: LightMyRequestResponse,
): Promise<ProviderTokens> {
  const { publicUrl, oidc } = app.config;
  let location = afterSignIn ? expectRedirect(afterSignIn, 'sign-in') : start.location;
  for (let hop = 0; hop < 5 && !location.startsWith(`${publicUrl}/login-success`); hop += 1) {
    const response = await app.inject({
      method: 'GET',
      url: pathOf(location),
      headers: { cookie: start.jar.header() },
    });
    start.jar.collect(response);
    location = expectRedirect(response, `redirect ${hop + 1}`);
  }
  const callback = new URL(location);
  if (callback.searchParams.get('state') !== start.state)
    throw new Error(`Callback without our state: ${location}`);
  const code = callback.searchParams.get('code');
  if (!code) throw new Error(`Callback without a code: ${location}`);

  const token = await app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: `${publicUrl}/login-success`,
      client_id: oidc.clientId,
      code_verifier: start.codeVerifier,
      resource: oidc.audience,
    }).toString(),
  });
  if (token.statusCode !== 200) throw new Error(`Token endpoint: ${token.statusCode} ${token.body}`);
  const body = token.json<{ access_token: string; id_token: string; refresh_token?: string }>();
  return { accessToken: body.access_token, idToken: body.id_token, refreshToken: body.refresh_token };
}

/** The whole browser sign-in against the embedded provider; throws if any step fails. */
export async function signInWithProvider(app: App, options: SignInOptions): Promise<ProviderTokens> {
  const start = await startAuthorization(app, { scope: options.scope });
  const signedIn = await submitSignIn(app, start, options);
  return finishAuthorization(app, start, signedIn);
}
