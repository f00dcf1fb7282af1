import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { bearer, build, exchangeAccessToken, type TestApp } from '../helpers/app';
import { finishAuthorization, startAuthorization, submitSignIn } from '../helpers/provider-sign-in';

describe('two API processes on one database share sign-ins and sessions (DESIGN §10)', () => {
  let first: TestApp;
  let second: App;
  beforeAll(async () => {
    first = await build();
    // A second app on the same database and configuration: what a second process behind the load balancer is.
    second = await buildApp({ config: first.config, database: first.database });
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('a sign-in started on one process finishes on the other, and its token works on both', async () => {
    const start = await startAuthorization(first);
    const signedIn = await submitSignIn(second, start, {
      email: 'rep@skyways.example',
      password: DEMO_PASSWORD,
    });
    const tokens = await finishAuthorization(first, start, signedIn);

    const exchanged = await exchangeAccessToken(second, tokens.accessToken);
    expect(exchanged.statusCode).toBe(200);
    const { token } = exchanged.json();
    for (const app of [first, second]) {
      const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
      expect(me.statusCode).toBe(200);
    }

    const logout = await first.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(token) });
    expect(logout.statusCode).toBe(204);
    const after = await second.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(after.statusCode).toBe(401);
  });
});
