import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { queryRows } from '../../src/db/query-rows';
import { build, injectAs, type TestApp } from '../helpers/app';

// Issue 43: readiness (GET /api/health/ready) and the Prometheus metrics every app collects (decision 117).
const serverUrl = process.env.DATABASE_URL;

describe(`readiness and metrics (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build();
  });
  afterAll(async () => app.close());

  it('is ready when the database answers, its migrations are current and the log key is loaded', async () => {
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({
      status: 'ready',
      checks: { database: true, migrations: true, logKey: true },
    });
  });

  it('is not ready when the database lacks a migration of this code, nor once the process is stopping', async () => {
    // As if this code were newer than the database: its last migration is not recorded there.
    const [last] = await queryRows<{ hash: string; created_at: string }>(
      app.database.db,
      sql`delete from drizzle.__drizzle_migrations
            where created_at = (select max(created_at) from drizzle.__drizzle_migrations)
            returning hash, created_at::text as created_at`,
    );
    const behind = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(behind.statusCode).toBe(503);
    expect(behind.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: true, migrations: false },
    });
    // Liveness is another question: the process is alive and answers.
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    await app.database.db.execute(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${last!.hash}, ${last!.created_at}::bigint)`,
    );
    expect((await app.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);

    app.stopping = true;
    const stopping = await app.inject({ method: 'GET', url: '/api/health/ready' });
    app.stopping = false;
    expect(stopping.statusCode).toBe(503);
    expect(stopping.headers.connection).toBe('close');
  });

  it('times requests by route template and status, and reads the registry figures from the database', async () => {
    await injectAs(app, 'initiator@nordicfuels.example', { method: 'GET', url: '/api/units?limit=5' });
    await app.inject({ method: 'GET', url: '/api/public/units/SAFC-NO-SUCH-UNIT' });
    await app.inject({ method: 'GET', url: '/api/no/such/call' });
    const text = await app.metrics.registry.metrics();
    expect(text).toMatch(
      /http_request_duration_seconds_count\{route="\/api\/units",method="GET",status="200"\} \d+/,
    );
    // A unit's address counts under its template, never under each serial.
    expect(text).toContain('route="/api/public/units/:serial",method="GET",status="');
    expect(text).not.toContain('SAFC-NO-SUCH-UNIT');
    expect(text).toContain('route="unmatched",method="GET",status="404"');
    expect(text).toMatch(/^http_requests_in_flight \d+$/m);
    for (const name of [
      'safc_seal_lag_seconds',
      'safc_publication_lag_seconds',
      'safc_idempotent_answers_kept',
    ])
      expect(text).toMatch(new RegExp(`^${name} [0-9.e+-]+$`, 'm'));
    expect(text).toMatch(/^safc_notification_outbox\{delivery="now"\} \d+$/m);
    // No peers configured: no peer series.
    expect(text).not.toMatch(/^safc_peer_checkpoint_age_seconds\{/m);
    if (serverUrl) {
      expect(text).toMatch(/^safc_db_pool_connections\{pool="primary",state="in_use"\} \d+$/m);
      expect(text).toMatch(/^safc_db_pool_wait_seconds_count\{pool="primary"\} [1-9]\d*$/m);
    }
    // The figure follows the database: an answer kept under a key is counted.
    const before = Number(/^safc_idempotent_answers_kept (\d+)$/m.exec(text)![1]);
    await app.database.db.execute(
      sql`insert into idempotency_keys (user_id, key, method, path, request_hash, status_code, response)
          select id, 'metrics-test', 'POST', '/api/x', 'h', 200, '{}'::jsonb from users limit 1`,
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = await app.metrics.registry.metrics();
    expect(Number(/^safc_idempotent_answers_kept (\d+)$/m.exec(after)![1])).toBe(before + 1);
  });

  it('records the last success of a recurring job', async () => {
    app.metrics.jobSucceeded('publish-public-events');
    const text = await app.metrics.registry.metrics();
    const seconds = Number(
      /^safc_job_last_success_timestamp_seconds\{job="publish-public-events"\} (\S+)$/m.exec(text)![1],
    );
    expect(Math.abs(seconds - Date.now() / 1000)).toBeLessThan(5);
  });
});

// Stopping PostgreSQL itself: a throwaway cluster of this test's own (initdb, pg_ctl) on a port of its own, never
// the shared server. Needs PostgreSQL's binaries and, as root, the postgres system user to run them.
const BIN = '/usr/lib/postgresql/15/bin';
const PORT = Number(process.env.OPS_THROWAWAY_PG_PORT ?? 4519);
const canRunCluster = Boolean(serverUrl) && existsSync(path.join(BIN, 'initdb'));

describe.runIf(canRunCluster)('readiness when PostgreSQL stops and comes back (a throwaway cluster)', () => {
  let folder: string;
  let app: App | undefined;
  const asPostgres = (command: string, args: string[]) =>
    execFileSync(
      process.getuid?.() === 0 ? 'runuser' : command,
      process.getuid?.() === 0 ? ['-u', 'postgres', '--', command, ...args] : args,
      {
        stdio: 'pipe',
        timeout: 60_000,
      },
    );
  const pgCtl = (action: 'start' | 'stop') =>
    asPostgres(path.join(BIN, 'pg_ctl'), [
      '-D',
      path.join(folder, 'data'),
      '-w',
      ...(action === 'start'
        ? ['-o', `-p ${PORT} -k ${folder} -c listen_addresses=127.0.0.1`, '-l', path.join(folder, 'log')]
        : ['-m', 'fast']),
      action,
    ]);

  beforeAll(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'ops-pg-'));
    if (process.getuid?.() === 0) execFileSync('chown', ['postgres:postgres', folder]);
    asPostgres(path.join(BIN, 'initdb'), [
      '-D',
      path.join(folder, 'data'),
      '-U',
      'postgres',
      '--auth=trust',
      '-E',
      'UTF8',
    ]);
    pgCtl('start');
    const database = await openDatabase({ databaseUrl: `postgres://postgres@127.0.0.1:${PORT}/postgres` });
    await migrateDatabase(database);
    app = await buildApp({
      config: loadConfig({
        APP_ENV: 'development',
        LOG_LEVEL: 'silent',
        PUBLIC_URL: 'http://registry.test',
        SEED_DEMO: 'false',
      }),
      database,
    });
    app.addHook('onClose', () => database.close());
  }, 120_000);

  afterAll(async () => {
    await app?.close();
    try {
      pgCtl('stop');
    } catch {
      // Already stopped.
    }
    await rm(folder, { recursive: true, force: true });
  });

  it('answers 503 within seconds while PostgreSQL is down and 200 once it is back, without a restart', async () => {
    expect((await app!.inject({ method: 'GET', url: '/api/health/ready' })).statusCode).toBe(200);
    pgCtl('stop');
    const started = Date.now();
    const down = await app!.inject({ method: 'GET', url: '/api/health/ready' });
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ status: 'unavailable', checks: { database: false } });
    expect(Date.now() - started).toBeLessThan(4_000);
    pgCtl('start');
    let status = 0;
    for (let attempt = 0; attempt < 20 && status !== 200; attempt += 1) {
      status = (await app!.inject({ method: 'GET', url: '/api/health/ready' })).statusCode;
      if (status !== 200) await new Promise((resolve) => setTimeout(resolve, 500));
    }
    expect(status).toBe(200);
  }, 120_000);
});
