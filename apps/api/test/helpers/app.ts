import type { FastifyBaseLogger, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type App } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import type { Database } from '../../src/db/client';
import { DEMO_PASSWORD } from '../../src/db/seed/demo-users';
import { createTestDatabase } from './database';
import { recordRefusals } from './record-refusals';
import { signInWithProvider } from './provider-sign-in';

export const TEST_PUBLIC_URL = 'http://registry.test';

export interface BuildOptions {
  /** Seed the demo registry (default true). */
  seed?: boolean;
  /** Extra environment for loadConfig, e.g. { APP_ENV: 'production' }. */
  env?: Record<string, string>;
  /** A logger of the test's own, to read what the registry logs. */
  logger?: FastifyBaseLogger;
}

export type TestApp = App & { database: Database; config: AppConfig };

/** A registry app on a database of its own (seeded with the demo registry); closing the app drops it. */
export async function build({ seed = true, env = {}, logger }: BuildOptions = {}): Promise<TestApp> {
  const config = loadConfig({
    APP_ENV: 'development',
    PUBLIC_URL: TEST_PUBLIC_URL,
    // The demo registry (decision 103), as the seeded test database is, though its address is not localhost.
    SEED_DEMO: 'true',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    BUILD_VERSION: 'test',
    // No web build in tests: the API answers alone, whatever apps/web/dist holds on this machine.
    WEB_DIST: 'apps/web/dist-not-built-in-tests',
    ...env,
  });
  const database = await createTestDatabase({ seed });
  try {
    const app = await buildApp({ config, database, ...(logger ? { logger } : {}) });
    app.addHook('onClose', async () => database.close());
    if (process.env.RECORD_REFUSALS) recordRefusals(app, process.env.RECORD_REFUSALS);
    return app;
  } catch (error) {
    await database.close();
    throw error;
  }
}

/** Headers every authenticated call of the web carries (DESIGN §6). */
export const bearer = (token: string) => ({
  authorization: `Bearer ${token}`,
  'x-requested-with': 'XMLHttpRequest',
});

const internalTokens = new WeakMap<App, Map<string, Promise<string>>>();

/** POST /api/auth/token with a provider access token; the whole answer, for tests of the exchange itself. */
export function exchangeAccessToken(app: App, accessToken: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method: 'POST',
    url: '/api/auth/token',
    headers: { 'x-requested-with': 'XMLHttpRequest' },
    payload: { accessToken },
  });
}

/**
 * A real internal token for a demo user: signs in through the embedded provider (authorization code + PKCE),
 * then exchanges the provider's access token at POST /api/auth/token. Cached per app and user.
 */
export function internalTokenFor(app: App, email: string, password = DEMO_PASSWORD): Promise<string> {
  let byUser = internalTokens.get(app);
  if (!byUser) {
    byUser = new Map();
    internalTokens.set(app, byUser);
  }
  let token = byUser.get(email);
  if (!token) {
    token = (async () => {
      const { accessToken } = await signInWithProvider(app, { email, password });
      const response = await exchangeAccessToken(app, accessToken);
      if (response.statusCode !== 200)
        throw new Error(`Token exchange for ${email}: ${response.statusCode} ${response.body}`);
      return response.json<{ token: string }>().token;
    })();
    token.catch(() => byUser.delete(email));
    byUser.set(email, token);
  }
  return token;
}

/** Drops the cached token of that user: the next call signs in again (after a block ended their sessions). */
export function forgetInternalToken(app: App, email: string): void {
  internalTokens.get(app)?.delete(email);
}

/** Injects as the demo user with that e-mail, the way the web calls the API. */
export async function injectAs(
  app: App,
  email: string,
  options: InjectOptions,
): Promise<LightMyRequestResponse> {
  const token = await internalTokenFor(app, email);
  return app.inject({ ...options, headers: { ...bearer(token), ...options.headers } });
}
