import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { bearer, build, exchangeAccessToken, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { finishAuthorization, startAuthorization, submitSignIn } from '../helpers/provider-sign-in';

const ADMIN = 'admin@safc-registry.example';

describe('signing in through the embedded OpenID provider (authorization code + PKCE)', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('publishes its discovery document with the issuer under /oidc', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/.well-known/openid-configuration' });
    expect(response.statusCode).toBe(200);
    const discovery = response.json();
    expect(discovery.issuer).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(discovery.code_challenge_methods_supported).toEqual(['S256']);
    expect(discovery.end_session_endpoint).toMatch(/\/oidc\/session\/end$/);
  });

  it('shows the sign-in page, then signs in with the demo password and lands on /api/users/me', async () => {
    const start = await startAuthorization(app);
    expect(start.interactionPath).toMatch(/^\/oidc\/interaction\/[\w-]+$/);

    const page = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header() },
    });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('<title>SAFc Registry - Sign in</title>');
    expect(page.body).toContain('>Sign in</button>');
    expect(page.headers['content-security-policy']).toContain("script-src 'self' 'sha256-");

    const signedIn = await submitSignIn(app, start, { email: ADMIN, password: DEMO_PASSWORD });
    const tokens = await finishAuthorization(app, start, signedIn);
    const claims = decodeJwt(tokens.accessToken);
    expect(claims.iss).toBe(`${TEST_PUBLIC_URL}/oidc`);
    expect(claims.aud).toBe(`${TEST_PUBLIC_URL}/api`);
    expect(claims.email).toBe(ADMIN);
    expect(tokens.refreshToken).toBeTruthy();

    const exchanged = await exchangeAccessToken(app, tokens.accessToken);
    expect(exchanged.statusCode).toBe(200);
    const me = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: bearer(exchanged.json().token),
    });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email: ADMIN, isRegistryAdmin: true, status: 'active' });
  });

  it('answers a wrong password with the form again and "Invalid e-mail or password", revealing nothing else', async () => {
    const start = await startAuthorization(app);
    const wrongPassword = await submitSignIn(app, start, { email: ADMIN, password: 'not-the-password' });
    const unknownEmail = await submitSignIn(app, start, {
      email: 'nobody@example.com',
      password: DEMO_PASSWORD,
    });
    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.body).toContain('Invalid e-mail or password');
      expect(response.body).toContain('name="password"');
    }
    // The same words whether the e-mail exists or not.
    const alertOf = (html: string) => html.match(/<p class="alert"[^>]*>([^<]*)<\/p>/)?.[1];
    expect(alertOf(wrongPassword.body)).toBe(alertOf(unknownEmail.body));
  });

  it('lists the demo users with their password in development only', async () => {
    const start = await startAuthorization(app);
    const page = await app.inject({
      method: 'GET',
      url: start.interactionPath,
      headers: { cookie: start.jar.header() },
    });
    expect(page.body).toContain(`data-demo-email="${ADMIN}"`);
    expect(page.body).toContain(DEMO_PASSWORD);

    const production = await build({ env: { APP_ENV: 'production', SEED_DEMO: 'false' } });
    try {
      const productionStart = await startAuthorization(production);
      const productionPage = await production.inject({
        method: 'GET',
        url: productionStart.interactionPath,
        headers: { cookie: productionStart.jar.header() },
      });
      expect(productionPage.statusCode).toBe(200);
      expect(productionPage.body).not.toContain('data-demo-email');
      expect(productionPage.body).not.toContain(DEMO_PASSWORD);
    } finally {
      await production.close();
    }
  });

  it('an expired or unknown interaction shows a page that says to sign in again', async () => {
    const response = await app.inject({ method: 'GET', url: '/oidc/interaction/unknown-uid' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('sign in again');
  });
});
