import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Decimal } from '@safc/domain';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Db } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { signInWithProvider } from '../helpers/provider-sign-in';
import { overHttp, startApiProcess, type ApiProcess } from '../scaling/api-processes';

// Issue 15 §4: a process that dies after a call committed and before it replied must leave the key with
// its answer, so the client's retry, at once or minutes later, is answered that answer and runs nothing
// again. The API runs as a real process killed with SIGKILL (by a preloaded module, when the answer is about
// to be written); on PostgreSQL a second process answers the retry at once, on PGlite (one process per data
// folder) the restarted one does.
const serverUrl = process.env.DATABASE_URL;
const PUBLIC_URL = 'http://registry.test';
const INITIATOR = 'initiator@nordicfuels.example';
const crashModule = path.join(
  path.dirname(fileURLToPath(import.meta.url)),
  '../helpers/crash-before-reply.ts',
);

interface Answer {
  status: number;
  replayed: string | null;
  body: Record<string, unknown>;
}

describe('a retry after a crash between the commit and the reply', () => {
  const databaseName = `safc_crash_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  let databaseUrl: string | undefined;
  let admin: pg.Client | undefined;
  let dataDir: string;
  let env: Record<string, string>;
  const running: ApiProcess[] = [];

  async function start(preload?: string): Promise<ApiProcess> {
    // Up to four starts on PGlite, one after a SIGKILL (recovery): generous, for a busy machine.
    const started = await startApiProcess(env, preload, 200);
    running.push(started);
    return started;
  }

  /** The registry's own database, read from the test (on PGlite only while no process holds it). */
  async function inDatabase<T>(work: (db: Db) => Promise<T>): Promise<T> {
    const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir });
    try {
      return await work(database.db);
    } finally {
      await database.close();
    }
  }

  async function call(
    target: ApiProcess,
    token: string,
    method: string,
    url: string,
    options: { body?: unknown; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const response = await fetch(`${target.base}${url}`, {
      method,
      headers: {
        authorization: `Bearer ${token}`,
        'x-requested-with': 'XMLHttpRequest',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...options.headers,
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
    });
    const text = await response.text();
    return {
      status: response.status,
      replayed: response.headers.get('idempotent-replayed'),
      body: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  async function signIn(email: string, target: ApiProcess): Promise<string> {
    const { accessToken } = await signInWithProvider(overHttp(target.base, PUBLIC_URL), {
      email,
      password: DEMO_PASSWORD,
    });
    const exchanged = await fetch(`${target.base}/api/auth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ accessToken }),
    });
    expect(exchanged.status).toBe(200);
    return ((await exchanged.json()) as { token: string }).token;
  }

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'safc-crash-'));
    env = { PUBLIC_URL, APP_ENV: 'development', SEED_DEMO: 'true', DATA_DIR: dataDir };
    if (serverUrl) {
      admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      await admin.query(`CREATE DATABASE ${databaseName}`);
      const url = new URL(serverUrl);
      url.pathname = `/${databaseName}`;
      databaseUrl = url.toString();
      env.DATABASE_URL = databaseUrl;
    }
  }, 60_000);

  afterAll(async () => {
    await Promise.all(running.map((process) => process.stop()));
    if (admin) {
      await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
      await admin.end();
    }
    await rm(dataDir, { recursive: true, force: true });
  });

  it('is answered the stored answer at once and after the old two-minute window; nothing runs twice', async () => {
    const crashing = await start(crashModule);
    const token = await signIn(INITIATOR, crashing);
    const accounts = (await call(crashing, token, 'GET', '/api/account')).body as unknown as {
      id: string;
      type: string;
    }[];
    const fuelAccount = accounts.find((account) => account.type === 'fuelProviderHoldingAccount')!;
    const holdings = (await call(crashing, token, 'GET', `/api/units?accountId=${fuelAccount.id}`))
      .body as unknown as {
      items: { id: string; status: string; freeVolume: string; reservedVolume: string }[];
    };
    const block = holdings.items.find(
      (unit) => unit.status === 'active' && new Decimal(unit.freeVolume).gte(2),
    )!;
    const targets = (
      await call(crashing, token, 'GET', `/api/account/to-transfer?accountId=${fuelAccount.id}`)
    ).body as unknown as { items: { id: string }[] };
    // On PostgreSQL the retry goes at once to a second process that was already running.
    const standby = databaseUrl ? await start() : null;

    const key = randomUUID();
    const transfer = { volume: '1.5', recipientId: targets.items[0]!.id, accountId: fuelAccount.id };
    const send = (target: ApiProcess, headers: Record<string, string> = {}) =>
      call(target, token, 'POST', `/api/units/${block.id}/transfer`, {
        body: transfer,
        headers: { 'idempotency-key': key, ...headers },
      });
    const died = new Promise((resolve) => crashing.child.once('exit', (_code, signal) => resolve(signal)));
    await expect(send(crashing, { 'x-crash-before-reply': 'yes' })).rejects.toThrow();
    expect(await died).toBe('SIGKILL');

    const stored = async () =>
      inDatabase(async (db) => ({
        keys: await queryRows<{ status: number | null }>(
          db,
          sql`select status_code as status from idempotency_keys where key = ${key}`,
        ),
        actions: await queryRows<{ id: string }>(
          db,
          sql`select id from actions where unit_block_id = ${block.id}::uuid and volume = '1.5'`,
        ),
        blocks: await queryRows<{ reserved: string }>(
          db,
          sql`select reserved_volume::text as reserved from unit_blocks where id = ${block.id}::uuid`,
        ),
      }));
    // The work committed, and with it the claim and its answer: never a claim without one.
    if (!standby) {
      const afterCrash = await stored();
      expect(afterCrash.keys).toEqual([{ status: 201 }]);
      expect(afterCrash.actions).toHaveLength(1);
    }

    const retrying = standby ?? (await start());
    const atOnce = await send(retrying);
    expect(atOnce.status).toBe(201);
    expect(atOnce.replayed).toBe('true');
    const actionId = atOnce.body.id;
    expect(typeof actionId).toBe('string');

    // The earlier design took a claim without an answer over after two minutes and ran the call again.
    if (!databaseUrl) await retrying.stop();
    await inDatabase((db) =>
      db.execute(
        sql`update idempotency_keys set created_at = now() - interval '3 minutes' where key = ${key}`,
      ),
    );
    const late = databaseUrl ? retrying : await start();
    const afterWindow = await send(late);
    expect(afterWindow.status).toBe(201);
    expect(afterWindow.replayed).toBe('true');
    expect(afterWindow.body).toEqual(atOnce.body);

    if (!databaseUrl) await late.stop();
    const { keys, actions, blocks } = await stored();
    expect(keys).toEqual([{ status: 201 }]);
    expect(actions.map((action) => action.id)).toEqual([actionId]);
    expect(blocks).toEqual([{ reserved: new Decimal(block.reservedVolume).plus('1.5').toFixed(3) }]);
  }, 600_000);
});
