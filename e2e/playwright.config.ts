import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, E2E_PORT, E2E_WORKERS } from './fixtures/environment';

// Journeys run in Debian's Chromium against real registries (Fastify + embedded OpenID provider + PGlite, or
// PostgreSQL with E2E_DATABASE_URL). The global setup makes one seeded registry as a template; each worker runs
// its own registry, and every journey file starts from a fresh copy of the template (fixtures/registry.ts), so
// files are independent and any spec file under tests/ runs, on whichever worker is free.
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './registry/global-setup.ts',
  workers: E2E_WORKERS,
  fullyParallel: false,
  forbidOnly: true,
  // A journey signs in as two or three people; on a 2-core machine with two browsers and registries, one took
  // 66 s (2026-11-27). Generous enough not to fail a slow machine, short enough that a hang still fails.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  // The failure reporter prints each failed journey's page snapshot, so a CI log alone shows what the page held.
  reporter: [['list'], ['./reporters/failure-context.ts']],
  // Per port, so journeys run side by side on other ports keep their traces apart.
  outputDir: `./test-results/${E2E_PORT}`,
  use: {
    launchOptions: chromiumLaunchOptions,
    // A failed journey keeps its trace (actions, network, DOM snapshots) but not the screencast: recording
    // one frame after another cost about a third of the journeys' CPU (docs/decisions/072).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
});
