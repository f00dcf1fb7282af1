import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

// One runner, three projects: the domain rules, the web's unit tests and the API (through Fastify's inject).
// The API project runs on PGlite unless DATABASE_URL names a PostgreSQL server.
export default defineConfig({
  test: {
    // A worker per core, not vitest's default of one fewer: the runner's own process is light, and one worker
    // left a third of a 2-core machine idle (2026-11-28: the API on PGlite 11-12 min with one, 8.3 with two;
    // on PostgreSQL 5 min with two; the unit tests 98 s against 70). Each API test file works on its own
    // database copy, so files never share data.
    maxWorkers: availableParallelism(),
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
          // A worker imports the API (Fastify, the OpenID provider, drizzle) once, not once per file: test
          // files share no state but their module caches (each builds its own app on its own database).
          // 2026-11-28: test/public 66 s isolated, 44 s not; the whole API on PGlite 5.3 min, on PostgreSQL
          // 3.2 (8.5 and 5.3 in CI's last run, isolated).
          isolate: false,
        },
      },
    ],
  },
});
