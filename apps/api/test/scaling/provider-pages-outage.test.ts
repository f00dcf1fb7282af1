import { randomUUID } from 'node:crypto';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoRegistry } from '../../src/db/seed';
import { TEST_PUBLIC_URL, type TestApp } from '../helpers/app';
import { startAuthorization, type AuthorizationStart } from '../helpers/provider-sign-in';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';

// Issue 15 §4 and decision 020, for the pages a person reads: while the database is away, the embedded
// OpenID provider's sign-in pages (its authorization endpoint, the sign-in form, its POST) answer 503 with a
// page saying the registry is briefly unavailable and to try again, and log the errorId the page shows; its
// JSON endpoints keep the error shape. The registry reaches PostgreSQL through a TCP proxy the test cuts, so the
// server other tests share keeps running. PGlite lives inside the process and cannot go away: PostgreSQL only.
const serverUrl = process.env.DATABASE_URL;
const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

interface LogLine {
  errorId?: string;
  msg?: string;
  level?: number;
}

describe.runIf(serverUrl)('the provider pages while the database is away (decision 020)', () => {
  const databaseName = `safc_pages_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  const logged: LogLine[] = [];
  let admin: pg.Client;
  let proxy: TcpProxy;
  let database: Database;
  let app: TestApp;
  let started: AuthorizationStart;
  let cut = false;

  beforeAll(async () => {
    admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${databaseName}`);
    const direct = new URL(serverUrl!);
    direct.pathname = `/${databaseName}`;
    const seeding = await openDatabase({ databaseUrl: direct.toString() });
    await migrateDatabase(seeding);
    await seedDemoRegistry(seeding.db);
    await seeding.close();

    proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
    const throughProxy = new URL(direct);
    throughProxy.port = String(proxy.port);
    database = await openDatabase({ databaseUrl: throughProxy.toString() });
    const config = loadConfig({
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      PUBLIC_URL: TEST_PUBLIC_URL,
      BUILD_VERSION: 'test',
      WEB_DIST: 'apps/web/dist-not-built-in-tests',
    });
    const logger = pino({ level: 'info' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    app = await buildApp({ config, database, logger });
    // A sign-in begun while the database is there; the person is on the sign-in form when it goes away.
    started = await startAuthorization(app);
    await proxy.cut();
    cut = true;
  }, 120_000);

  afterAll(async () => {
    if (cut) await proxy.restore();
    await app?.close();
    await database?.close();
    await proxy?.close();
    await admin.query(`DROP DATABASE IF EXISTS ${databaseName} WITH (FORCE)`);
    await admin.end();
  });

  /** A 503 page that says what happened and what to do, whose error id is in the log. */
  function expectUnavailablePage(response: {
    statusCode: number;
    headers: Record<string, unknown>;
    body: string;
  }) {
    expect(response.statusCode).toBe(503);
    expect(String(response.headers['content-type'])).toMatch(/^text\/html/);
    expect(response.headers['retry-after']).toBe('60');
    expect(response.body).toContain('The registry is briefly unavailable');
    expect(response.body).toMatch(/try again<\/a>/);
    const errorId = UUID.exec(response.body)?.[0];
    expect(errorId, 'the page shows an error id').toBeDefined();
    expect(
      logged.some((line) => line.errorId === errorId && (line.level ?? 0) >= 50),
      'the error id is logged as an error',
    ).toBe(true);
    return response.body;
  }

  it('the authorization endpoint answers the page, with a link that repeats the request', async () => {
    const { oidc } = app.config;
    const query = new URLSearchParams({
      client_id: oidc.clientId,
      response_type: 'code',
      scope: 'openid',
      redirect_uri: `${TEST_PUBLIC_URL}/login-success`,
      code_challenge: 'a'.repeat(43),
      code_challenge_method: 'S256',
      state: 'state',
      resource: oidc.audience,
    });
    const response = await app.inject({
      method: 'GET',
      url: `/oidc/auth?${query}`,
      headers: { accept: 'text/html', cookie: started.jar.header() },
    });
    const page = expectUnavailablePage(response);
    expect(page).toContain(`href="/oidc/auth?`);
  });

  it('the sign-in form answers the page, not "this sign-in has expired"', async () => {
    const response = await app.inject({
      method: 'GET',
      url: started.interactionPath,
      headers: { accept: 'text/html', cookie: started.jar.header() },
    });
    const page = expectUnavailablePage(response);
    expect(page).toContain(`href="${started.interactionPath}"`);
    expect(page).not.toContain('expired');
  });

  it('submitting the sign-in form answers the page, linking back to the form', async () => {
    const response = await app.inject({
      method: 'POST',
      url: started.interactionPath,
      headers: {
        accept: 'text/html',
        cookie: started.jar.header(),
        'content-type': 'application/x-www-form-urlencoded',
      },
      payload: new URLSearchParams({ email: 'initiator@nordicfuels.example', password: 'x' }).toString(),
    });
    const page = expectUnavailablePage(response);
    expect(page).toContain(`href="${started.interactionPath}"`);
  });

  it('a JSON endpoint keeps the error shape', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/oidc/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'authorization_code',
        code: 'no-such-code',
        client_id: app.config.oidc.clientId,
        redirect_uri: `${TEST_PUBLIC_URL}/login-success`,
        code_verifier: 'a'.repeat(43),
      }).toString(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      statusCode: 503,
      message: expect.stringMatching(/database/),
      errorId: expect.stringMatching(UUID),
      error: 'server_error',
    });
  });

  it('once the database is back, trying again shows the sign-in form', async () => {
    await proxy.restore();
    cut = false;
    let status = 0;
    for (const deadline = Date.now() + 20_000; status !== 200 && Date.now() < deadline;) {
      const response = await app.inject({
        method: 'GET',
        url: started.interactionPath,
        headers: { accept: 'text/html', cookie: started.jar.header() },
      });
      status = response.statusCode;
      if (status === 200) expect(response.body).toContain('type="password"');
      else await new Promise((resolve) => setTimeout(resolve, 200));
    }
    expect(status).toBe(200);
  }, 30_000);
});
