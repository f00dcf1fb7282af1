import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../../../src/db/schema';
import { DEMO_PASSWORD } from '../../../src/db/seed/demo-users';
import { bearer, build, exchangeAccessToken, type TestApp } from '../../helpers/app';
import { signInWithProvider } from '../../helpers/provider-sign-in';

const INITIATOR = 'initiator@nordicfuels.example';

async function newSession(app: TestApp, email = INITIATOR): Promise<{ token: string; id: string }> {
  const { accessToken } = await signInWithProvider(app, { email, password: DEMO_PASSWORD });
  return (await exchangeAccessToken(app, accessToken)).json();
}

describe('internal tokens: list, revoke, logout', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('GET /api/auth/token lists the active tokens without the tokens themselves', async () => {
    const first = await newSession(app);
    const second = await newSession(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/auth/token',
      headers: bearer(second.token),
    });
    expect(response.statusCode).toBe(200);
    const listed = response.json<Array<Record<string, unknown>>>();
    expect(listed.map((token) => token.id)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(listed[0]).toEqual({
      id: expect.any(String),
      kind: 'session',
      name: null,
      createdAt: expect.any(String),
      expiresAt: expect.any(String),
      lastUsedAt: expect.anything(),
      scope: 'full',
      accountId: null,
    });
    expect(response.body).not.toContain(first.token);
  });

  it('DELETE /api/auth/token/{id} revokes one of your own tokens; it answers 401 afterwards', async () => {
    const keeper = await newSession(app);
    const revoked = await newSession(app);
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/token/${revoked.id}`,
      headers: bearer(keeper.token),
    });
    expect(response.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(revoked.token) });
    expect(after.statusCode).toBe(401);
    const listed = await app.inject({ method: 'GET', url: '/api/auth/token', headers: bearer(keeper.token) });
    expect(listed.json().map((token: { id: string }) => token.id)).not.toContain(revoked.id);
    const logged = await app.database.db.select().from(events).where(eq(events.entityId, revoked.id));
    expect(logged.map((event) => event.type)).toContain('TokenRevoked');
  });

  it("cannot revoke someone else's token (404, and the token keeps working)", async () => {
    const mine = await newSession(app);
    const theirs = await newSession(app, 'approver@nordicfuels.example');
    const response = await app.inject({
      method: 'DELETE',
      url: `/api/auth/token/${theirs.id}`,
      headers: bearer(mine.token),
    });
    expect(response.statusCode).toBe(404);
    const still = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(theirs.token) });
    expect(still.statusCode).toBe(200);
  });

  it('POST /api/auth/logout revokes the current token and logs UserSignedOut', async () => {
    const session = await newSession(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/logout',
      headers: bearer(session.token),
    });
    expect(response.statusCode).toBe(204);
    const after = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(session.token) });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toBe('Invalid or expired token');
    const signedOut = await app.database.db.select().from(events).where(eq(events.type, 'UserSignedOut'));
    expect(signedOut.some((event) => (event.payload as { tokenId?: string }).tokenId === session.id)).toBe(
      true,
    );
  });

  it('refuses an authenticated call without X-Requested-With: XMLHttpRequest (CSRF guard)', async () => {
    const session = await newSession(app);
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Missing X-Requested-With header');

    const otherValue = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { authorization: `Bearer ${session.token}`, 'x-requested-with': 'fetch' },
    });
    expect(otherValue.statusCode).toBe(400);
    expect(otherValue.json().message).toBe('The X-Requested-With header must be XMLHttpRequest');
  });

  it('refuses a call without a token with 401', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(response.statusCode).toBe(401);
  });
});
