import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../ledger/bench-support';
import { positiveFromEnv } from '../env';

// The web benchmarks measure a production build (npm run build first) served by the API of a fresh demo
// registry: e2e/start-server.mjs on WEB_BENCH_PORT, as the journeys start it.

export const PORT = positiveFromEnv('WEB_BENCH_PORT', 3390);
export const BASE = `http://localhost:${PORT}`;
export const dist = path.join(repositoryRoot, 'apps/web/dist');

async function waitForHealth(): Promise<void> {
  for (let attempt = 0; attempt < 120; attempt += 1) {
    const healthy = await fetch(`${BASE}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the registry did not start');
}

/**
 * The serial of a unit on the public list. A fresh registry publishes its demo units just after it answers
 * /api/health, so the list is asked again for up to 30 s (the first ask found none: runs measured a unit page
 * that does not exist, /registry/none).
 */
async function firstPublicSerial(): Promise<string> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    const list = (await fetch(`${BASE}/api/public/units?limit=1`).then((r) => r.json())) as {
      items: { serial: string }[];
    };
    if (list.items[0]) return list.items[0].serial;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error('the registry has no public unit after 30 s');
}

/**
 * Starts the registry, runs the measurement with the serial of a public unit (for the page
 * /registry/{serial}) and stops the registry, whatever the measurement did.
 */
export async function withBuiltRegistry(measure: (serial: string) => Promise<void>): Promise<void> {
  if (!existsSync(path.join(dist, 'index.html'))) throw new Error('build the web app first: npm run build');
  const server = spawn(process.execPath, ['e2e/start-server.mjs'], {
    cwd: repositoryRoot,
    env: { ...process.env, E2E_PORT: String(PORT) },
    stdio: 'ignore',
  });
  try {
    await waitForHealth();
    const serial = await firstPublicSerial();
    await measure(serial);
  } finally {
    server.kill('SIGTERM');
  }
}
