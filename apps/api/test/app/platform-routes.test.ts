import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import type { Database, Db } from '../../src/db/client';
import { build, TEST_PUBLIC_URL, type TestApp } from '../helpers/app';

describe('platform routes', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await build({ seed: false });
  });
  afterAll(() => app.close());

  it('GET /api/health runs a query and names the database', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'ok',
      database: process.env.DATABASE_URL ? 'postgres' : 'pglite',
    });
  });

  it('GET /api/health answers 503 when the database does not answer', async () => {
    const failing = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    const unreachable: Database = {
      kind: 'postgres',
      db: failing,
      read: failing,
      close: async () => undefined,
    };
    // An external issuer, so that building the app itself needs no database.
    const config = loadConfig({
      LOG_LEVEL: 'silent',
      PUBLIC_URL: TEST_PUBLIC_URL,
      OIDC_ISSUER: 'https://login.example',
    });
    const down = await buildApp({ config, database: unreachable });
    try {
      const response = await down.inject({ method: 'GET', url: '/api/health' });
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({
        status: 'unavailable',
        database: 'postgres',
        message: expect.stringMatching(/database/),
      });
    } finally {
      await down.close();
    }
  });

  it('GET /api/config gives the web its OpenID settings without a token', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      oidcAuthority: `${TEST_PUBLIC_URL}/oidc`,
      oidcClientId: 'safc-web',
      apiAudience: `${TEST_PUBLIC_URL}/api`,
      buildVersion: 'test',
      environment: 'development',
      userGuideUrl: expect.stringMatching(/^https:\/\//),
      // Platform spec §9 error replay: off unless a DSN is configured.
      errorReportingDsn: null,
    });
  });

  it('the OpenAPI document at /api/docs/json lists /api/auth/token and none of /oidc', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toContain('/api/auth/token');
    expect(paths).toContain('/api/users/me');
    expect(paths).toContain('/api/public/landing-page');
    expect(paths.filter((path) => path.startsWith('/oidc'))).toEqual([]);
    const exchange = response.json().paths['/api/auth/token'].post;
    expect(exchange.requestBody.content['application/json'].schema).toBeDefined();
  });

  it('a route is public only when it says so (config.public): the document lists exactly those without security', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json<{
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    }>();
    const open = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => Array.isArray(operation.security) && operation.security.length === 0)
        .map(([method]) => `${method.toUpperCase()} ${path}`),
    );
    expect(open.sort()).toEqual(
      [
        'GET /api/config',
        'GET /api/health',
        // Issue 43: readiness, for a load balancer (decision 118).
        'GET /api/health/ready',
        'GET /api/invitations/{id}',
        'GET /api/public/landing-page',
        'GET /api/public/retirements',
        'GET /api/public/retirements/export',
        // Issue 42: the statistics page's series (decision 113).
        'GET /api/public/statistics/series',
        'GET /api/public/unit/{id}',
        'GET /api/public/units',
        'GET /api/public/units/export',
        'GET /api/public/units/{serial}',
        'GET /api/public/units/{unit}/certificate',
        'GET /api/public/checkpoint',
        'GET /api/public/checkpoints/{size}',
        'GET /api/public/log-key',
        'GET /api/public/verify-claim.mjs',
        'GET /api/public/proof/inclusion',
        'GET /api/public/proof/consistency',
        'POST /api/auth/token',
        'POST /api/public/export',
        // Issue 39: the sign-in cookie renews the token and ends the sign-in (decision 090).
        'POST /api/auth/session',
        'POST /api/auth/logout',
        // Issue 40: batches, leaves and the witness are for anyone, peers included (decisions 098, 100).
        'GET /api/public/batches/{hash}',
        'GET /api/public/log/leaves',
        'GET /api/public/witness-key',
        'POST /api/witness/add-checkpoint',
      ].sort(),
    );
    // Without a token or the script header, a public call is answered and any other is refused.
    expect((await app.inject({ method: 'GET', url: '/api/public/retirements' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const refused = await app.inject({
      method: 'GET',
      url: '/api/users/me',
      headers: { 'x-requested-with': 'XMLHttpRequest' },
    });
    expect(refused.statusCode).toBe(401);
  });

  it('the API documentation page is served at /api/docs', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain('swagger');
  });

  it('answers with security headers', async () => {
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });
});
