import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { repositoryRoot } from '../ledger/bench-support';

// The web benchmarks measure a production build (npm run build first) served by the API of a fresh demo
// registry: e2e/start-server.mjs on WEB_BENCH_PORT, as the journeys start it.

export const PORT = Number(process.env.WEB_BENCH_PORT ?? 3390);
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
    const serial = await fetch(`${BASE}/api/public/units?limit=1`)
      .then((r) => r.json() as Promise<{ items: { serial: string }[] }>)
      .then((list) => list.items[0]?.serial ?? 'none');
    await measure(serial);
  } finally {
    server.kill('SIGTERM');
  }
}
