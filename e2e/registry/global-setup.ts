import { buildApi } from '../../scripts/build-api.mjs';
import { E2E_PORT, TEMPLATE } from '../fixtures/environment';
import { emptyRegistryData, startRegistry } from './registry-process';

/**
 * Every journey file starts from the same registry: migrated, seeded with the demo data and published, made
 * once per run here and copied for each file (fixtures/registry.ts). The template's registry runs until its
 * public log has taken the seed's events, so no copy redoes that work at its start.
 */
export default async function globalSetup(): Promise<void> {
  await buildApi();
  emptyRegistryData(TEMPLATE);
  const registry = await startRegistry({ port: E2E_PORT, name: TEMPLATE });
  try {
    await publicLogSettled(registry.url);
  } finally {
    await registry.stop();
  }
}

/** Resolves once the signed checkpoint exists and has not changed for a second and a half. */
async function publicLogSettled(url: string): Promise<void> {
  let last = '';
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/public/checkpoint`);
    const text = answer.ok ? await answer.text() : '';
    if (text && text === last) return;
    last = text;
    await new Promise((resolve) => setTimeout(resolve, 1_500));
  }
  throw new Error('the template registry did not publish its public log within 60 s');
}
