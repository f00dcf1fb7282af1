import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Decimal } from '@safc/domain';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { signInWithProvider } from '../helpers/provider-sign-in';
import { overHttp, startApiProcess, type ApiProcess } from './api-processes';

// DESIGN §10: the API keeps nothing that matters in memory, so any number of processes run behind a load
// balancer on one PostgreSQL. Two real server processes share one database here; PGlite is embedded in one
// process and cannot be shared, so this runs only when DATABASE_URL names a PostgreSQL server.
const serverUrl = process.env.DATABASE_URL;
const PUBLIC_URL = 'http://registry.test';
const INITIATOR = 'initiator@nordicfuels.example';
const CONCURRENT = 40;

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

describe.runIf(serverUrl)('two API processes on one PostgreSQL (DESIGN §10)', () => {
  const databaseName = `safc_two_processes_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let admin: pg.Client;
  let dataDir: string;
  let processes: ApiProcess[] = [];
  let a: ApiProcess;
  let b: ApiProcess;
  const tokens = new Map<string, string>();

  async function call(
    target: ApiProcess,
    token: string,
    method: string,
    url: string,
    body?: unknown,
  ): Promise<Answer> {
    const response = await fetch(`${target.base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-requested-with': 'XMLHttpRequest',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
  }

  /** Signs in at one process's provider and exchanges the provider's token at the other's API; keeps the first. */
  async function signIn(email: string, provider: ApiProcess, api: ApiProcess): Promise<string> {
    const { accessToken } = await signInWithProvider(overHttp(provider.base, PUBLIC_URL), {
      email,
      password: DEMO_PASSWORD,
    });
    const exchanged = await fetch(`${api.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ accessToken }),
    });
    expect(exchanged.status).toBe(200);
    const { token } = (await exchanged.json()) as { token: string };
    if (!tokens.has(email)) tokens.set(email, token);
    return token;
  }

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const url = new URL(serverUrl!);
    url.pathname = `/${databaseName}`;
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-two-processes-'));
    const env = {
      DATABASE_URL: url.toString(),
      PUBLIC_URL,
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      DATA_DIR: dataDir,
    };
    // Both start at once on the empty database: migrations and the demo seed must each run exactly once.
    processes = await Promise.all([startApiProcess(env), startApiProcess(env)]);
    [a, b] = processes as [ApiProcess, ApiProcess];
  }, 180_000);

  afterAll(async () => {
    await Promise.all(processes.map((p) => p.stop()));
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
    await rm(dataDir, { recursive: true, force: true });
  });

  it('starting together, the two processes migrate and seed the registry once', async () => {
    const db = new pg.Client({ connectionString: serverUrl!.replace(/\/[^/]*$/, `/${databaseName}`) });
    await db.connect();
    const users = await db.query<{ n: string }>(
      "select count(*)::text as n from users where email = 'admin@safc-registry.example'",
    );
    const seeded = await db.query<{ n: string }>(
      "select count(*)::text as n from events where type = 'RegistrySeeded'",
    );
    await db.end();
    expect(users.rows[0]!.n).toBe('1');
    expect(seeded.rows[0]!.n).toBe('1');
  });

  it('a session started through one process works at the other, and a logout at one ends it at both', async () => {
    const token = await signIn(INITIATOR, a, b);
    expect((await call(a, token, 'GET', '/api/users/me')).body).toMatchObject({ email: INITIATOR });
    expect((await call(b, token, 'GET', '/api/users/me')).status).toBe(200);

    const other = await signIn(INITIATOR, b, a);
    expect((await call(a, other, 'POST', '/api/auth/logout')).status).toBeLessThan(300);
    expect((await call(b, other, 'GET', '/api/users/me')).status).toBe(401);
    expect((await call(b, token, 'GET', '/api/users/me')).status).toBe(200);
  });

  it('requests racing through both processes never spend the same volume twice', async () => {
    const token = tokens.get(INITIATOR) ?? (await signIn(INITIATOR, a, b));
    const accounts = (await call(a, token, 'GET', '/api/account')).body as unknown as {
      id: string;
      type: string;
    }[];
    const fuelAccount = accounts.find((account) => account.type === 'fuelProviderHoldingAccount')!;
    const holdings = (await call(b, token, 'GET', `/api/units?accountId=${fuelAccount.id}`))
      .body as unknown as {
      items: { id: string; status: string; category: number; freeVolume: string }[];
    };
    const block = holdings.items
      // Category-1 (compliance) units move whole; a voluntary block can be shared out.
      .filter((unit) => unit.status === 'active' && unit.category !== 1)
      .sort((x, y) => new Decimal(y.freeVolume).cmp(x.freeVolume))[0]!;
    const targets = (await call(a, token, 'GET', `/api/account/to-transfer?accountId=${fuelAccount.id}`))
      .body as unknown as {
      items: { id: string }[];
    };
    const recipientId = targets.items[0]!.id;

    // Each asks for a share so that only some of the racing requests can be served.
    const share = new Decimal(block.freeVolume)
      .div(CONCURRENT / 2 + 0.5)
      .toDecimalPlaces(3, Decimal.ROUND_DOWN);
    const allowed = new Decimal(block.freeVolume).div(share).floor().toNumber();
    const answers = await Promise.all(
      Array.from({ length: CONCURRENT }, (_, i) =>
        call(i % 2 === 0 ? a : b, token, 'POST', `/api/units/${block.id}/transfer`, {
          volume: share.toFixed(3),
          recipientId,
          accountId: fuelAccount.id,
        }),
      ),
    );
    const started = answers.filter((answer) => answer.status === 201);
    expect(started).toHaveLength(allowed);
    for (const refused of answers.filter((answer) => answer.status !== 201)) {
      expect(refused.status).toBe(409);
      expect(String(refused.body.message)).toMatch(/Not enough free volume/);
    }
    const after = (await call(b, token, 'GET', `/api/units/${block.id}`)).body as {
      freeVolume: string;
      reservedVolume: string;
    };
    expect(new Decimal(after.freeVolume).plus(share.times(allowed)).toFixed(3)).toBe(
      new Decimal(block.freeVolume).toFixed(3),
    );
  });
});
