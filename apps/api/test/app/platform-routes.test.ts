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
    const unreachable: Database = {
      kind: 'postgres',
      db: { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db,
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
      expect(response.json()).toEqual({ status: 'unavailable', database: 'postgres' });
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
