import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { build, exchangeAccessToken, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import {
  finishAuthorization,
  signInWithProvider,
  startAuthorization,
  submitSignIn,
} from '../helpers/provider-sign-in';

const APPROVER = 'approver@skyways.example';

describe('the provider session: silent renew, refresh tokens, logout, sign-in rate limit', () => {
  let app: TestApp;
  beforeAll(async () => {
    // The rate limit of one address at one client is checked here, not the back-off that comes first by default.
    app = await build({ env: { SIGN_IN_LOCKOUT_FAILURES: '100' } });
  });
  afterAll(() => app.close());

  async function signedInBrowser() {
    const start = await startAuthorization(app);
    const tokens = await finishAuthorization(
      app,
      start,
      await submitSignIn(app, start, { email: APPROVER, password: DEMO_PASSWORD }),
    );
    return { jar: start.jar, tokens };
  }

  it('a signed-in browser gets a new code without the sign-in page (prompt=none, the silent renew)', async () => {
    const { jar } = await signedInBrowser();
    const silent = await startAuthorization(app, { jar, prompt: 'none' });
    expect(silent.location.startsWith(`${TEST_PUBLIC_URL}/login-success?`)).toBe(true);
    const tokens = await finishAuthorization(app, silent);
    expect(decodeJwt(tokens.accessToken).aud).toBe(`${TEST_PUBLIC_URL}/api`);
  });

  it('prompt=consent needs no consent screen: the registry grants its own web app what it asks', async () => {
    const { jar } = await signedInBrowser();
    const start = await startAuthorization(app, { jar, prompt: 'consent' });
    expect(start.interactionPath).toMatch(/^\/oidc\/interaction\//);
    const consent = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: jar.header() },
    });
    jar.collect(consent);
    expect(consent.statusCode).toBe(303);
    const tokens = await finishAuthorization(app, start, consent);
    expect(decodeJwt(tokens.accessToken).aud).toBe(`${TEST_PUBLIC_URL}/api`);
    expect(tokens.refreshToken).toBeTruthy();
  });

  it('shows its errors on a registry page, not a stack trace', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/oidc/auth?client_id=unknown-client&response_type=code',
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toMatch(/text\/html/);
    expect(response.body).toContain('<title>SAFc Registry - Sign-in problem</title>');
    expect(response.body).toContain('invalid_client');
  });

  it('the refresh token grant gives a new API access token that the exchange accepts', async () => {
    const { tokens } = await signedInBrowser();
    const refreshed = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'refresh_token',
        refresh_token: tokens.refreshToken!,
        client_id: app.config.oidc.clientId,
        resource: app.config.oidc.audience,
      }).toString(),
    });
    expect(refreshed.statusCode).toBe(200);
    const accessToken = refreshed.json().access_token as string;
    expect(decodeJwt(accessToken)).toMatchObject({ aud: `${TEST_PUBLIC_URL}/api`, email: APPROVER });
    expect((await exchangeAccessToken(app, accessToken)).statusCode).toBe(200);
  });

  it('/oidc/session/end signs out and returns to the post_logout_redirect_uri; the next sign-in asks again', async () => {
    const { jar, tokens } = await signedInBrowser();
    const query = new URLSearchParams({
      id_token_hint: tokens.idToken,
      post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`,
      client_id: app.config.oidc.clientId,
    });
    const page = await app.inject({
      method: 'GET',
      url: `/oidc/session/end?${query}`,
      headers: { cookie: jar.header() },
    });
    jar.collect(page);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<title>SAFc Registry - Sign out</title>');
    // The web's own logout carries this session's ID token: the page submits itself, one click in all.
    expect(page.body).toContain('.submit();</script>');
    const xsrf = page.body.match(/name="xsrf" value="([^"]+)"/)?.[1];
    const action = page.body.match(/<form[^>]*action="([^"]+)"/)?.[1];
    expect(xsrf && action).toBeTruthy();

    const confirm = await app.inject({
      method: 'POST',
      url: new URL(action!, TEST_PUBLIC_URL).pathname,
      headers: { cookie: jar.header(), 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ xsrf: xsrf!, logout: 'yes' }).toString(),
    });
    jar.collect(confirm);
    expect(confirm.statusCode).toBe(303);
    expect(confirm.headers.location).toBe(`${TEST_PUBLIC_URL}/`);

    const again = await startAuthorization(app, { jar });
    expect(again.interactionPath).toMatch(/^\/oidc\/interaction\//);
  });

  it("a logout without this session's ID token asks the person first; the session stays until they confirm", async () => {
    const { jar } = await signedInBrowser();
    // Another account's own ID token, which any signed-in person could hold, is no proof either.
    const other = await signInWithProvider(app, { email: 'rep@skyways.example', password: DEMO_PASSWORD });
    for (const query of [
      '',
      `?${new URLSearchParams({ post_logout_redirect_uri: `${TEST_PUBLIC_URL}/`, client_id: app.config.oidc.clientId })}`,
      `?${new URLSearchParams({ id_token_hint: other.idToken, post_logout_redirect_uri: `${TEST_PUBLIC_URL}/` })}`,
    ]) {
      const page = await app.inject({
        method: 'GET',
        url: `/oidc/session/end${query}`,
        headers: { cookie: jar.header(), 'sec-fetch-site': 'cross-site' },
      });
      jar.collect(page);
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('<h1>Sign out?</h1>');
      expect(page.body).not.toContain('<script');
      expect(page.body).toContain('>Stay signed in</a>');
    }
    // Still signed in: a silent renew gets a code without the sign-in page.
    const silent = await startAuthorization(app, { jar, prompt: 'none' });
    expect(silent.location.startsWith(`${TEST_PUBLIC_URL}/login-success?`)).toBe(true);
  });

  it('limits sign-in attempts on one e-mail address, without locking out the other people at that address', async () => {
    const limit = app.config.rateLimits.signInPerMinute;
    const start = await startAuthorization(app);
    const statuses: number[] = [];
    for (let attempt = 0; attempt <= limit; attempt += 1) {
      const response = await submitSignIn(app, start, {
        email: 'guess@example.com',
        password: `guess-${attempt}`,
      });
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, limit).every((status) => status === 401)).toBe(true);
    expect(statuses.at(-1)).toBe(429);

    const colleague = await submitSignIn(app, start, { email: APPROVER, password: DEMO_PASSWORD });
    expect(colleague.statusCode).toBe(303);
  });
});
