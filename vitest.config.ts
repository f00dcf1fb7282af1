import { defineConfig } from 'vitest/config';

// One runner, three projects: the domain rules, the web's unit tests and the API (through Fastify's inject).
// The API project runs on PGlite unless DATABASE_URL names a PostgreSQL server.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'domain', root: 'packages/domain', include: ['src/**/*.test.ts'] } },
      {
        // Rendering MUI forms in jsdom takes seconds on a busy 2-core machine: 5 s timed out there.
        test: {
          name: 'web',
          root: 'apps/web',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          testTimeout: 20_000,
        },
      },
      {
        test: {
          name: 'api',
          root: 'apps/api',
          include: ['test/**/*.test.ts'],
          // Migrates and seeds the templates every test database is copied from, once per run.
          globalSetup: ['test/helpers/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
        },
      },
    ],
  },
});
