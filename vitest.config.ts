import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const WEB_ROOT = fileURLToPath(new URL('apps/web', import.meta.url));
const WEB_TESTS = 'src/**/*.test.{ts,tsx}';

/**
 * The web's test files that replace a module (vi.mock): the replacement would reach every file a worker runs
 * after them when files share a module cache, so they run isolated ('web-mocks'); every other web test file
 * shares its worker's jsdom and modules ('web'). Found by reading the files, so a new test lands right.
 */
const webFilesReplacingModules = readdirSync(path.join(WEB_ROOT, 'src'), {
  recursive: true,
  encoding: 'utf8',
})
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => `src/${file}`)
  .filter((file) => /\bvi\.(mock|doMock)\(/.test(readFileSync(path.join(WEB_ROOT, file), 'utf8')));

// One runner, four projects: the domain rules, the web's unit tests (in two, above) and the API (through
// Fastify's inject).
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
          root: WEB_ROOT,
          include: [WEB_TESTS],
          exclude: webFilesReplacingModules,
          environment: 'jsdom',
          testTimeout: 20_000,
          // A fresh jsdom and a fresh import of React, MUI and the app for every file was four fifths of these
          // tests' time (2026-12-02, beside the journeys: 577 s isolated, 98 s shared). Each file starts with
          // empty Web Storage and no spy or stubbed global left by the one before (src/test/between-files.ts).
          isolate: false,
          setupFiles: ['src/test/between-files.ts'],
        },
      },
      {
        test: {
          name: 'web-mocks',
          root: WEB_ROOT,
          include: webFilesReplacingModules,
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
