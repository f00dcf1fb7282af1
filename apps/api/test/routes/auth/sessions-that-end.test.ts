import { eq, sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exchangedProviderTokens, tokens, webSessions } from '../../../src/db/schema';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-users';
import { bearer, build, exchangeAccessToken, type TestApp } from '../../helpers/app';
import {
  finishAuthorization,
  startAuthorization,
  submitSignIn,
  type CookieJar,
  type ProviderTokens,
} from '../../helpers/provider-sign-in';

// Issue 39 items 5 and 6, docs/decisions/090: a provider access token is exchanged once; the browser's sign-in
// lives in an HttpOnly cookie; logout, inactivity and a lapsed sign-in end the provider's session and its
// refresh tokens, so coming back asks for the password.

const INITIATOR = 'initiator@nordicfuels.example';
const SCRIPT = { 'x-requested-with': 'XMLHttpRequest' };

interface BrowserSignIn {
  jar: CookieJar;
  provider: ProviderTokens;
  exchanged: LightMyRequestResponse;
  /** The registry's sign-in cookie, as the browser would send it back. */
  cookie: string;
  token: string;
}

/** A browser signing in: the provider with its cookies, then the exchange that sets the registry's cookie. */
async function browserSignIn(app: TestApp, email = INITIATOR): Promise<BrowserSignIn> {
  const start = await startAuthorization(app);
  const provider = await finishAuthorization(
    app,
    start,
    await submitSignIn(app, start, { email, password: DEMO_PASSWORD }),
  );
  const exchanged = await exchangeAccessToken(app, provider.accessToken);
  expect(exchanged.statusCode).toBe(200);
  const setCookie = String(exchanged.headers['set-cookie']);
  return {
    jar: start.jar,
    provider,
    exchanged,
    cookie: setCookie.split(';')[0]!,
    token: exchanged.json<{ token: string }>().token,
  };
}

const renew = (app: TestApp, cookie: string | undefined, headers: Record<string, string> = SCRIPT) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/session',
    headers: { ...headers, ...(cookie ? { cookie } : {}) },
  });

/** Whether coming back to sign in with this browser asks for the password (the provider's sign-in page). */
async function asksForPassword(app: TestApp, jar: CookieJar): Promise<boolean> {
  const again = await startAuthorization(app, { jar });
  return !again.location.includes('/login-success');
}

/** The provider's refresh-token grant with the refresh token the sign-in gave. */
const refreshAtProvider = (app: TestApp, refreshToken: string) =>
  app.inject({
    method: 'POST',
    url: '/oidc/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
      client_id: app.config.oidc.clientId,
      resource: app.config.oidc.audience,
    }).toString(),
  });

describe('a provider access token is exchanged once (issue 39 item 6)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('a second exchange of the same access token answers 401, even after logout', async () => {
    const signIn = await browserSignIn(app);
    const again = await exchangeAccessToken(app, signIn.provider.accessToken);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toBe('This access token was already exchanged: sign in again');

    await app.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(signIn.token) });
    expect((await exchangeAccessToken(app, signIn.provider.accessToken)).statusCode).toBe(401);
  });

  it('keeps the jti until the token expires; the expired ones are deleted by the next exchange', async () => {
    await app.database.db
      .insert(exchangedProviderTokens)
      .values({ jti: 'long-gone', expiresAt: new Date(Date.now() - 60_000) });
    const signIn = await browserSignIn(app);
    const kept = await app.database.db.select().from(exchangedProviderTokens);
    expect(kept.map((row) => row.jti)).not.toContain('long-gone');
    const [row] = kept;
    expect(row!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 55 * 60_000);
    expect(signIn.token).toBeTruthy();
  });
});

describe("the browser's sign-in: an HttpOnly cookie renews the internal token (issue 39 item 12)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('the exchange sets an HttpOnly, SameSite=Strict cookie for /api/auth only, never in the body', async () => {
    const signIn = await browserSignIn(app);
    const setCookie = String(signIn.exchanged.headers['set-cookie']);
    expect(setCookie).toMatch(/^safc_session=[\w-]{43}; /);
    expect(setCookie).toContain('HttpOnly');
    expect(setCookie).toContain('SameSite=Strict');
    expect(setCookie).toContain('Path=/api/auth');
    expect(signIn.exchanged.body).not.toContain(signIn.cookie.split('=')[1]);
  });

  it('POST /api/auth/session gives a new working token with the cookie, and refuses without it or the header', async () => {
    const signIn = await browserSignIn(app);
    const renewed = await renew(app, signIn.cookie);
    expect(renewed.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(renewed.json<{ token: string }>().token),
    });
    expect(me.json().email).toBe(INITIATOR);

    expect((await renew(app, undefined)).statusCode).toBe(401);
    expect((await renew(app, signIn.cookie, {})).statusCode).toBe(400);
    expect((await renew(app, 'safc_session=' + 'x'.repeat(43))).statusCode).toBe(401);
  });
});

describe('logout and inactivity end the provider session and its refresh token (issue 39 item 5)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('before logout, coming back signs straight in; after it, the provider asks for the password', async () => {
    const signIn = await browserSignIn(app);
    expect(await asksForPassword(app, signIn.jar)).toBe(false);

    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(signIn.token), cookie: signIn.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(String(logout.headers['set-cookie'])).toMatch(/^safc_session=; .*Max-Age=0/);

    expect(await asksForPassword(app, signIn.jar)).toBe(true);
    expect((await refreshAtProvider(app, signIn.provider.refreshToken!)).statusCode).toBe(400);
    expect((await renew(app, signIn.cookie)).statusCode).toBe(401);
    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(signIn.token) });
    expect(me.statusCode).toBe(401);
  });

  it('a page whose token ran out (the inactivity logout after 2 hours) still ends everything by its cookie', async () => {
    const signIn = await browserSignIn(app);
    const [minted] = await app.database.db
      .update(tokens)
      .set({ expiresAt: sql`now() - interval '1 hour'` })
      .where(eq(tokens.id, signIn.exchanged.json<{ id: string }>().id))
      .returning({ id: tokens.id });
    expect(minted).toBeDefined();
    const logout = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { ...bearer(signIn.token), cookie: signIn.cookie },
    });
    expect(logout.statusCode).toBe(204);
    expect(await asksForPassword(app, signIn.jar)).toBe(true);
    expect((await refreshAtProvider(app, signIn.provider.refreshToken!)).statusCode).toBe(400);
  });

  it('a sign-in not renewed for 2 hours is over: its cookie answers 401 and the provider asks for the password', async () => {
    const signIn = await browserSignIn(app);
    await app.database.db
      .update(webSessions)
      .set({ idleUntil: sql`now() - interval '1 second'` })
      .where(
        eq(
          webSessions.userId,
          sql`(select user_id from tokens where id = ${signIn.exchanged.json<{ id: string }>().id}::uuid)`,
        ),
      );
    const renewed = await renew(app, signIn.cookie);
    expect(renewed.statusCode).toBe(401);
    expect(renewed.json().message).toBe('Your sign-in has ended: sign in again');
    expect(await asksForPassword(app, signIn.jar)).toBe(true);
    expect((await refreshAtProvider(app, signIn.provider.refreshToken!)).statusCode).toBe(400);
  });

  it('revoking a session token from the list ends the sign-in that minted it', async () => {
    const keeper = await browserSignIn(app);
    const other = await browserSignIn(app);
    const revoked = await app.inject({
      method: 'DELETE',
      url: `/api/auth/token/${other.exchanged.json<{ id: string }>().id}`,
      headers: bearer(keeper.token),
    });
    expect(revoked.statusCode).toBe(204);
    expect((await renew(app, other.cookie)).statusCode).toBe(401);
    expect(await asksForPassword(app, other.jar)).toBe(true);
    expect((await renew(app, keeper.cookie)).statusCode).toBe(200);
  });

  it('logout without a token or a cookie answers 401, and without the header 400', async () => {
    expect((await app.inject({ method: 'POST', url: '/api/auth/logout', headers: SCRIPT })).statusCode).toBe(
      401,
    );
    const signIn = await browserSignIn(app);
    const withoutHeader = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: { authorization: `Bearer ${signIn.token}`, cookie: signIn.cookie },
    });
    expect(withoutHeader.statusCode).toBe(400);
    expect((await renew(app, signIn.cookie)).statusCode).toBe(200);
  });
});
