import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { PUBLISHED_STATE_MAX_AGE_MS } from '../../src/services/public/published-state';
import { signInWithProvider } from '../helpers/provider-sign-in';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { overHttp, startApiProcess, type ApiProcess } from './api-processes';

// Issue 15 §4: an API process must outlive its database. A real server process reaches PostgreSQL through a
// TCP proxy the test cuts under load (every connection dropped, new ones refused: what the API sees when the
// server stops), so the PostgreSQL server other tests share keeps running. PGlite runs inside the API process
// and cannot go away on its own, so this runs only when DATABASE_URL names a PostgreSQL server.
const serverUrl = process.env.DATABASE_URL;
const PUBLIC_URL = 'http://registry.test';
const INITIATOR = 'initiator@nordicfuels.example';
const CLIENTS = 12;

interface Answer {
  url: string;
  status: number;
  body: Record<string, unknown>;
  /** When the call was sent and when its answer arrived. */
  sentAt: number;
  at: number;
  /** What the call answers while the database is there. */
  expected: number[];
}

describe.runIf(serverUrl)('the database goes away under load (issue 15 §4)', () => {
  const databaseName = `safc_outage_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let admin: pg.Client;
  let proxy: TcpProxy;
  let dataDir: string;
  let api: ApiProcess;
  let token: string;

  async function call(method: string, url: string, body?: unknown, expected = [200, 201]): Promise<Answer> {
    const form = body instanceof URLSearchParams;
    const sentAt = Date.now();
    const response = await fetch(`${api.base}${url}`, {
      method,
      // The provider's token endpoint takes the client's form, without the API's bearer token.
      headers: form
        ? {}
        : {
            authorization: `Bearer ${token}`,
            'x-requested-with': 'XMLHttpRequest',
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
      body: body === undefined ? undefined : form ? body : JSON.stringify(body),
    });
    const text = await response.text();
    const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    return { url, status: response.status, body: parsed, sentAt, at: Date.now(), expected };
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const server = new URL(serverUrl!);
    proxy = await startTcpProxy({ host: server.hostname, port: Number(server.port || 5432) });
    const throughProxy = new URL(serverUrl!);
    throughProxy.port = String(proxy.port);
    throughProxy.pathname = `/${databaseName}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-outage-'));
    api = await startApiProcess({
      DATABASE_URL: throughProxy.toString(),
      PUBLIC_URL,
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
      DATABASE_POOL_SIZE: '6',
    });
    const { accessToken } = await signInWithProvider(overHttp(api.base, PUBLIC_URL), {
      email: INITIATOR,
      password: DEMO_PASSWORD,
    });
    const exchanged = await fetch(`${api.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ accessToken }),
    });
    token = ((await exchanged.json()) as { token: string }).token;
  }, 180_000);

  afterAll(async () => {
    await api?.stop();
    await proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps answering (a success, or 503 with the error shape), says so in /api/health and reconnects by itself', async () => {
    const accounts = (await call('GET', '/api/account')).body as unknown as { id: string; type: string }[];
    const account = accounts.find((candidate) => candidate.type === 'fuelProviderHoldingAccount')!;
    const units = (await call('GET', `/api/units?accountId=${account.id}`)).body as unknown as {
      items: { id: string; status: string; category: number }[];
    };
    const block = units.items.find((unit) => unit.status === 'active' && unit.category !== 1)!;
    const recipients = (await call('GET', `/api/account/to-transfer?accountId=${account.id}`))
      .body as unknown as {
      items: { id: string }[];
    };

    // Reads on pooled connections, writes inside transactions (a checked-out client: the one that crashed)
    // and the identity provider's token endpoint, which looks the (unknown) code up in the database.
    const unknownCode = new URLSearchParams({
      grant_type: 'authorization_code',
      code: 'no-such-code',
      client_id: 'safc-web',
      redirect_uri: `${PUBLIC_URL}/login-success`,
      code_verifier: 'a'.repeat(43),
    });
    const requests: [string, string, unknown?, number[]?][] = [
      ['GET', `/api/units?accountId=${account.id}`],
      ['GET', '/api/public/units'],
      ['GET', '/api/users/me'],
      [
        'POST',
        `/api/units/${block.id}/transfer`,
        { volume: '0.001', recipientId: recipients.items[0]!.id, accountId: account.id },
      ],
      ['POST', '/oidc/token', unknownCode, [400]],
    ];
    const answers: Answer[] = [];
    let loading = true;
    const load = Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; loading; i += 1) {
        const [method, url, body, expected] = requests[i % requests.length]!;
        answers.push(await call(method, url, body, expected));
      }
    });

    await new Promise((resolve) => setTimeout(resolve, 1500));
    const cutAt = Date.now();
    await proxy.cut();
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const health = await fetch(`${api.base}/api/health`);
    expect(health.status).toBe(503);
    expect(await health.json()).toMatchObject({ status: 'unavailable', database: 'postgres' });
    expect(api.child.exitCode).toBeNull();

    const restoredAt = Date.now();
    await proxy.restore();
    let healthy = false;
    for (const deadline = Date.now() + 20_000; !healthy && Date.now() < deadline;) {
      healthy = (await fetch(`${api.base}/api/health`)).status === 200;
      if (!healthy) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(healthy).toBe(true);
    const backAt = Date.now();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    loading = false;
    await Promise.all(load);

    expect(api.child.exitCode).toBeNull();
    for (const answer of answers) {
      if (answer.status === 503) {
        expect(answer.body).toMatchObject({
          statusCode: 503,
          message: expect.stringMatching(/database/),
          errorId: expect.any(String),
        });
      } else {
        expect(answer.expected).toContain(answer.status);
      }
    }
    // Sent while the database was away (a call sent before may have committed, and answers its success). A
    // public read may still answer its kept page from the published state the process read before the cut, for
    // at most PUBLISHED_STATE_MAX_AGE_MS (docs/decisions/034); after that it is a 503 like the rest.
    const keptPublicRead = (answer: Answer) =>
      answer.url.startsWith('/api/public/') &&
      answer.status === 200 &&
      answer.sentAt < cutAt + PUBLISHED_STATE_MAX_AGE_MS;
    const during = answers.filter((answer) => answer.sentAt > cutAt && answer.at < restoredAt);
    expect(during.length).toBeGreaterThan(0);
    expect(during.filter((answer) => answer.status !== 503 && !keptPublicRead(answer))).toEqual([]);
    expect(
      during.filter((answer) => answer.url.startsWith('/api/public/') && answer.sentAt > cutAt + 2_000),
    ).not.toEqual([]);
    const after = answers.filter((answer) => answer.at > backAt + 500);
    expect(after.length).toBeGreaterThan(0);
    expect(after.every((answer) => answer.expected.includes(answer.status))).toBe(true);
    expect(answers.some((answer) => answer.status === 503 && answer.body.error === 'server_error')).toBe(
      true,
    );
  }, 120_000);
});
