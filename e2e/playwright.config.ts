import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions, E2E_BASE_URL, E2E_PORT } from './fixtures/environment';

// Journeys run against the real server (Fastify + embedded OpenID provider + PGlite on a fresh data folder
// seeded with the demo registry), in Debian's Chromium. One worker: the journeys share that registry.
export default defineConfig({
  testDir: './tests',
  workers: 1,
  fullyParallel: false,
  forbidOnly: true,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  // Per port, so journeys run side by side on other ports keep their traces apart.
  outputDir: `./test-results/${E2E_PORT}`,
  use: {
    baseURL: E2E_BASE_URL,
    launchOptions: chromiumLaunchOptions,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    command: 'node start-server.mjs',
    url: `${E2E_BASE_URL}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
