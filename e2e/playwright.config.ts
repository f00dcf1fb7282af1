import { defineConfig } from '@playwright/test';
import { baseUrlOf, chromiumLaunchOptions, E2E_PORT, REGISTRY_PORTS } from './fixtures/environment';

// Journeys run against the real server (Fastify + embedded OpenID provider + PGlite on a fresh data folder
// seeded with the demo registry), in Debian's Chromium. Two registries run side by side, one per group of
// journeys; within a group the journeys share their registry and run one at a time (workers: 1 per project).
// The groups share no data, so CI's browser run takes about half as long as one registry would.
const [issuingPort, peoplePort] = REGISTRY_PORTS;
const groups = [
  {
    name: 'issuing-and-billing',
    port: issuingPort,
    // Sign-in and the weight journey need only the demo registry as seeded (they run before the ledger's
    // journeys, or count only what pages download): here, they even the groups' times (2026-11-28: 464 s of
    // journeys here against 617 in the other group, which holds the 263 s of accessibility checks).
    testMatch: ['ledger/**', 'billing/**', 'conformance/**', 'foundation/**', 'web/weight.spec.ts'],
  },
  {
    name: 'people-and-public',
    port: peoplePort,
    testMatch: ['organisations/**', 'public/**', 'web/**'],
    testIgnore: ['web/weight.spec.ts'],
  },
];

export default defineConfig({
  testDir: './tests',
  workers: groups.length,
  fullyParallel: false,
  forbidOnly: true,
  // A journey signs in as two or three people; on a 2-core machine that runs both groups' browsers and
  // servers, one took 66 s (2026-11-27, journeys 2.5 times slower than the night before). Generous enough
  // not to fail a slow machine, short enough that a hang still fails.
  timeout: 150_000,
  expect: { timeout: 10_000 },
  // The failure reporter prints each failed journey's page snapshot, so a CI log alone shows what the page held.
  reporter: [['list'], ['./reporters/failure-context.ts']],
  // Per port, so journeys run side by side on other ports keep their traces apart.
  outputDir: `./test-results/${E2E_PORT}`,
  use: {
    launchOptions: chromiumLaunchOptions,
    // A failed journey keeps its trace (actions, network, DOM snapshots) but not the screencast: recording
    // one frame after another cost about a third of the journeys' CPU, failed or not (2026-11-28:
    // field-errors.spec 98-104 s of the machine's CPU with it, 75-76 without, 67-73 with no trace, each with
    // about 30 s of two registries starting; docs/decisions/072).
    // The failure's screenshot and page snapshot are still taken (below, and reporters/failure-context.ts).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    screenshot: 'only-on-failure',
  },
  projects: groups.map((group) => ({
    name: group.name,
    testMatch: group.testMatch,
    testIgnore: group.testIgnore,
    workers: 1,
    use: { baseURL: baseUrlOf(group.port) },
  })),
  webServer: groups.map(({ port }) => ({
    command: 'node start-server.mjs',
    env: { E2E_PORT: String(port) },
    url: `${baseUrlOf(port)}/api/health`,
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
