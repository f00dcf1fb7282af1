import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, build, injectAs, type TestApp } from '../helpers/app';

const REP = 'rep@nordicfuels.example';

describe('profile settings: named API tokens, shown once, usable as bearer tokens, revocable', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(() => app.close());

  it('creates, uses, lists and revokes a named API token', async () => {
    const created = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/auth/api-tokens',
      payload: { name: 'ERP export' },
    });
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json<{ token: string; id: string }>();
    expect(created.json()).toMatchObject({ name: 'ERP export', id: expect.any(String) });

    const me = await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) });
    expect(me.json().email).toBe(REP);

    const list = await injectAs(app, REP, { method: 'GET', url: '/api/auth/token' });
    expect(list.json()).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id, kind: 'api', name: 'ERP export', expiresAt: null }),
      ]),
    );
    expect(list.body).not.toContain(token);

    // A machine token cannot mint more tokens.
    const bred = await app.inject({
      method: 'POST',
      url: '/api/auth/api-tokens',
      headers: bearer(token),
      payload: { name: 'Second' },
    });
    expect(bred.statusCode).toBe(403);

    expect((await injectAs(app, REP, { method: 'DELETE', url: `/api/auth/token/${id}` })).statusCode).toBe(
      204,
    );
    expect(
      (await app.inject({ method: 'GET', url: '/api/users/me', headers: bearer(token) })).statusCode,
    ).toBe(401);
  });

  it('a token needs a name', async () => {
    const response = await injectAs(app, REP, {
      method: 'POST',
      url: '/api/auth/api-tokens',
      payload: { name: ' ' },
    });
    expect(response.json()).toMatchObject({ statusCode: 400, message: 'body.name: Required' });
  });
});
