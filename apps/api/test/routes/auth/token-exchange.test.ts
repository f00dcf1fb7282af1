import { eq } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, tokens, users } from '../../../src/db/schema';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-users';
import { bearer, build, exchangeAccessToken, type TestApp } from '../../helpers/app';
import { signInWithProvider } from '../../helpers/provider-sign-in';

const REP = 'rep@nordicfuels.example';
const signIn = (app: TestApp, email: string) => signInWithProvider(app, { email, password: DEMO_PASSWORD });

describe("POST /api/auth/token: the provider's access token for an internal token (DESIGN §6)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('gives a registered user a 1-hour internal token, stored only as its sha-256, and logs UserSignedIn', async () => {
    const { accessToken } = await signIn(app, REP);
    const before = Date.now();
    const response = await exchangeAccessToken(app, accessToken);
    expect(response.statusCode).toBe(200);
    const { token, id, expiresAt } = response.json();
    expect(token).toMatch(/^[\w-]{43}$/);
    const lifetime = new Date(expiresAt).getTime() - before;
    expect(lifetime).toBeGreaterThan(59 * 60_000);
    expect(lifetime).toBeLessThanOrEqual(60 * 60_000 + 5_000);

    const [stored] = await app.database.db.select().from(tokens).where(eq(tokens.id, id));
    expect(stored?.kind).toBe('session');
    expect(stored?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored?.tokenHash).not.toContain(token);

    const [user] = await app.database.db.select().from(users).where(eq(users.email, REP));
    const signedIn = await app.database.db.select().from(events).where(eq(events.type, 'UserSignedIn'));
    expect(signedIn.some((event) => event.actorId === user?.id)).toBe(true);
  });

  it("links a user invited by e-mail to the provider's subject on the first sign-in, by verified e-mail", async () => {
    const email = 'rep@skyways.example';
    await app.database.db.update(users).set({ oidcSubject: null }).where(eq(users.email, email));
    const { accessToken } = await signIn(app, email);
    expect((await exchangeAccessToken(app, accessToken)).statusCode).toBe(200);
    const [linked] = await app.database.db.select().from(users).where(eq(users.email, email));
    expect(linked?.oidcSubject).toBe(decodeJwt(accessToken).sub);
  });

  it('never links by e-mail a user already linked to another subject', async () => {
    const email = 'initiator@skyways.example';
    await app.database.db.update(users).set({ oidcSubject: 'someone-else' }).where(eq(users.email, email));
    const { accessToken } = await signIn(app, email);
    const response = await exchangeAccessToken(app, accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe('User is not registered in the system');
  });

  it('refuses a person the registry does not know: 401 "User is not registered in the system"', async () => {
    const { accessToken } = await signIn(app, 'stranger@example.com');
    const response = await exchangeAccessToken(app, accessToken);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({
      statusCode: 401,
      message: 'User is not registered in the system',
    });
  });

  it('refuses a blocked user with 403', async () => {
    const email = 'readonly@nordicfuels.example';
    const { accessToken } = await signIn(app, email);
    await app.database.db.update(users).set({ status: 'blocked' }).where(eq(users.email, email));
    const response = await exchangeAccessToken(app, accessToken);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe('User is blocked');
  });

  it('refuses a token that is not the provider’s, and a body without one', async () => {
    const forged = await exchangeAccessToken(app, 'eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.');
    expect(forged.statusCode).toBe(401);
    const missing = await app.inject({ method: 'POST', url: '/api/auth/token', payload: {} });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/^body\.accessToken: /);
  });

  it('an internal token is not a provider token: the provider access token opens nothing else', async () => {
    const { accessToken } = await signIn(app, REP);
    const response = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(accessToken) });
    expect(response.statusCode).toBe(401);
  });
});
