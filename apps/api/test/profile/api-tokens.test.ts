import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
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
        expect.objectContaining({ id, kind: 'api', name: 'ERP export', expiresAt: expect.any(String) }),
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

  it("a replay of its Idempotency-Key is refused with the token's name, and no answer keeps the secret", async () => {
    const call = {
      method: 'POST' as const,
      url: '/api/auth/api-tokens',
      headers: { 'idempotency-key': 'api-token-once' },
      payload: { name: 'Nightly sync' },
    };
    const created = await injectAs(app, REP, call);
    expect(created.statusCode).toBe(201);
    const { token, id } = created.json<{ token: string; id: string }>();

    const replay = await injectAs(app, REP, call);
    expect(replay.statusCode).toBe(409);
    expect(replay.json()).toMatchObject({
      statusCode: 409,
      message:
        `This Idempotency-Key already created the API token 'Nightly sync' (${id}), whose secret is shown ` +
        'only once: if it was lost, revoke that token and create another',
    });
    expect(replay.body).not.toContain(token);

    const stored = await queryRows<{ response: unknown }>(
      app.database.db,
      sql`select response from idempotency_keys where key = 'api-token-once'`,
    );
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored[0]!.response)).not.toContain(token);
    expect(JSON.stringify(stored[0]!.response)).toContain('Nightly sync');
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
