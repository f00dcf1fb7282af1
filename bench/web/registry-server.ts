import { existsSync } from 'node:fs';
import path from 'node:path';
import { buildApi } from '../../scripts/build-api.mjs';
import { emptyRegistryData, startRegistry } from '../../e2e/registry/registry-process';
import { repositoryRoot } from '../ledger/bench-support';
import { positiveFromEnv } from '../env';

// The web benchmarks measure a production build (npm run build first) served by the API of a fresh demo
// registry: started on WEB_BENCH_PORT as the journeys start theirs
// (e2e/registry/registry-process.ts).

export const PORT = positiveFromEnv('WEB_BENCH_PORT', 3390);
export const BASE = `http://localhost:${PORT}`;
export const dist = path.join(repositoryRoot, 'apps/web/dist');

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
  await buildApi();
  const name = `web_bench_${PORT}`;
  emptyRegistryData(name);
  const server = await startRegistry({ port: PORT, name });
  try {
    const serial = await firstPublicSerial();
    await measure(serial);
  } finally {
    await server.stop();
  }
}
