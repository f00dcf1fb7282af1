import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeys, users } from '../../src/db/schema';
import { AppError } from '../../src/errors/app-error';
import { authOf } from '../../src/plugins/authenticate';
import { keyedCall } from '../../src/routes/keyed-call';
import { bearer, build, internalTokenFor, type TestApp } from '../helpers/app';

const NORDIC_REP = 'rep@nordicfuels.example';

// DESIGN §4 through keyedCall (docs/decisions/101): a call with an Idempotency-Key runs once, as the token's
// user; a replay gets the stored answer, a refusal is stored too, and a call refused before its work (a bad
// token, a malformed body) or failed by the server claims nothing.
describe('a call with an Idempotency-Key: its claim and its answer', () => {
  let app: TestApp;
  let token: string;
  let calls = 0;
  beforeAll(async () => {
    app = await build();
    app.post('/api/test-session-claim', { config: { permission: 'signedIn' } }, async (request, reply) =>
      keyedCall(request, reply, 200, async () => {
        calls += 1;
        const auth = authOf(request);
        return { email: auth.user.email, selectedCompanyId: auth.permissions.selectedCompanyId, calls };
      }),
    );
    app.post('/api/test-refused', { config: { permission: 'signedIn' } }, async (request, reply) =>
      keyedCall(request, reply, 200, async () => {
        calls += 1;
        throw AppError.conflict(`Refused on call ${calls}`);
      }),
    );
    app.post('/api/test-failed', { config: { permission: 'signedIn' } }, async (request, reply) =>
      keyedCall(request, reply, 200, async () => {
        calls += 1;
        throw new Error('a server failure');
      }),
    );
    token = await internalTokenFor(app, NORDIC_REP);
  });
  afterAll(() => app.close());

  const post = (headers: Record<string, string>, payload: string | object = {}) =>
    app.inject({
      method: 'POST',
      url: '/api/test-session-claim',
      headers: { 'content-type': 'application/json', ...headers },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });

  const claimed = async (key: string) =>
    app.database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, key));

  it('runs as the token’s user with its company, once: a replay gets the stored answer', async () => {
    const key = randomUUID();
    const first = await post({ ...bearer(token), 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ email: NORDIC_REP });
    expect(first.json().selectedCompanyId).toEqual(expect.any(String));
    const again = await post({ ...bearer(token), 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await claimed(key)).toHaveLength(1);
  });

  it('an unknown token answers 401 and claims nothing, also when the body is malformed', async () => {
    const key = randomUUID();
    const unknown = await post({ ...bearer('not-a-token'), 'idempotency-key': key });
    expect(unknown.statusCode).toBe(401);
    const malformed = await post({ ...bearer('not-a-token'), 'idempotency-key': key }, '{"oops":');
    expect(malformed.statusCode).toBe(401);
    const unstorable = await post({ ...bearer('not-a-token'), 'idempotency-key': key }, { text: 'a\u0000b' });
    expect(unstorable.statusCode).toBe(401);
    expect(await claimed(key)).toHaveLength(0);
  });

  it('a valid token with a malformed body answers 400 and leaves the key free', async () => {
    const key = randomUUID();
    const malformed = await post({ ...bearer(token), 'idempotency-key': key }, '{"oops":');
    expect(malformed.statusCode).toBe(400);
    expect(await claimed(key)).toHaveLength(0);
    const fixed = await post({ ...bearer(token), 'idempotency-key': key });
    expect(fixed.statusCode).toBe(200);
  });

  it('a blocked user’s token answers 401 and claims nothing', async () => {
    const [user] = await app.database.db.select().from(users).where(eq(users.email, NORDIC_REP));
    await app.database.db.update(users).set({ status: 'blocked' }).where(eq(users.email, NORDIC_REP));
    try {
      const key = randomUUID();
      const blocked = await post({ ...bearer(token), 'idempotency-key': key });
      expect(blocked.statusCode).toBe(401);
      expect(blocked.json().message).toBe('User is blocked');
      expect(await claimed(key)).toHaveLength(0);
    } finally {
      await app.database.db.update(users).set({ status: user!.status }).where(eq(users.email, NORDIC_REP));
    }
  });

  const postTo = (url: string, key: string) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), 'idempotency-key': key }, payload: {} });

  it('a refusal is stored under its key: a replay gets the same refusal and runs nothing', async () => {
    const key = randomUUID();
    const first = await postTo('/api/test-refused', key);
    expect(first.statusCode).toBe(409);
    const before = calls;
    const again = await postTo('/api/test-refused', key);
    expect(again.statusCode).toBe(409);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(calls).toBe(before);
  });

  it('two calls with one key at once: one answer, the other call gets it as a replay, one row', async () => {
    const key = randomUUID();
    const [first, second] = await Promise.all([
      post({ ...bearer(token), 'idempotency-key': key }),
      post({ ...bearer(token), 'idempotency-key': key }),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(first.json()).toEqual(second.json());
    const replayed = [first, second].filter((answer) => answer.headers['idempotent-replayed'] === 'true');
    expect(replayed).toHaveLength(1);
    expect(await claimed(key)).toHaveLength(1);
  });

  it('a server failure keeps nothing: the key is free and a retry runs again', async () => {
    const key = randomUUID();
    expect((await postTo('/api/test-failed', key)).statusCode).toBe(500);
    expect(await claimed(key)).toHaveLength(0);
    const before = calls;
    expect((await postTo('/api/test-failed', key)).statusCode).toBe(500);
    expect(calls).toBe(before + 1);
  });
});

// A mutating route that forgets keyedCall would do its work again on every retry of a keyed call: the guard
// (plugins/keyed-call-guard.ts) answers 500 and logs the route instead, unless the route says why it takes
// no key.
describe('a mutating route without keyedCall', () => {
  let app: TestApp;
  let token: string;
  const done: string[] = [];
  const logged: Record<string, unknown>[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    app = await build({ logger });
    app.post('/api/test-forgot-keyed-call', { config: { permission: 'signedIn' } }, async () => {
      done.push('forgot');
      return { done: done.length };
    });
    app.post(
      '/api/test-takes-no-key',
      { config: { permission: 'signedIn', takesNoIdempotencyKey: 'a test route that says why' } },
      async () => {
        done.push('no key');
        return { done: done.length };
      },
    );
    token = await internalTokenFor(app, NORDIC_REP);
  });
  afterAll(() => app.close());

  const call = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: 'POST', url, headers: { ...bearer(token), ...headers }, payload: {} });

  it('answers 500 with an Idempotency-Key, naming the route in the log, and its answer is not sent', async () => {
    const answer = await call('/api/test-forgot-keyed-call', { 'idempotency-key': randomUUID() });
    expect(answer.statusCode).toBe(500);
    const body = answer.json();
    expect(body).toEqual({ statusCode: 500, message: 'Internal server error', errorId: expect.any(String) });
    expect(done).toContain('forgot');
    const line = logged.find((entry) => entry.errorId === body.errorId);
    expect(line).toMatchObject({ level: 50, route: 'POST /api/test-forgot-keyed-call' });
    expect(line?.msg).toContain('without keyedCall');
  });

  it('answers as the route says without a key, or when the route declares it takes none', async () => {
    expect((await call('/api/test-forgot-keyed-call')).statusCode).toBe(200);
    const declared = await call('/api/test-takes-no-key', { 'idempotency-key': randomUUID() });
    expect(declared.statusCode).toBe(200);
    expect(declared.json()).toEqual({ done: expect.any(Number) });
  });
});
