#!/usr/bin/env node
// Bundles the API into apps/api/dist/server.mjs, which `npm start`, the journeys and the benchmarks run with
// plain node (docs/decisions/047). Running the TypeScript through tsx instead keeps a second V8 isolate, the
// loader thread with every module's source and source map, for the process's whole life: about 100 MB of
// its 250 MB at start. The bundle holds the registry's own code (apps/api and packages/domain); the API's npm
// dependencies stay in node_modules, loaded as they are. It takes well under a second, so it is made afresh
// at every start and is never stale.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const API_BUNDLE = path.join(root, 'apps/api/dist/server.mjs');

/**
 * The standalone verifier (scripts/verify-claim.mjs), whose consistency check the peer follower and the witness
 * use too, stays a module of its own, imported from its file: it runs its command line when its own address is
 * the script node was started with, which a copy inside the bundle would take to be itself.
 */
const standaloneVerifierOutside = {
  name: 'standalone-verifier-outside',
  setup(builder) {
    builder.onResolve({ filter: /scripts\/verify-claim\.mjs$/ }, () => ({
      path: path.relative(path.dirname(API_BUNDLE), path.join(root, 'scripts/verify-claim.mjs')),
      external: true,
    }));
  },
};

export async function buildApi() {
  const { dependencies } = JSON.parse(readFileSync(path.join(root, 'apps/api/package.json'), 'utf8'));
  const external = Object.keys(dependencies)
    .filter((name) => !name.startsWith('@safc/'))
    .flatMap((name) => [name, `${name}/*`]);
  const { outputFiles } = await build({
    entryPoints: [path.join(root, 'apps/api/src/server.ts')],
    outfile: API_BUNDLE,
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external,
    plugins: [standaloneVerifierOutside],
    // No source map: the bundle is unminified, each module under a `// apps/api/src/...` comment, so a stack
    // trace's line is readable as it is.
    logLevel: 'warning',
  });
  // Written aside and renamed into place: servers started side by side (the journeys' groups) each build it,
  // and one must never load a file another is half-way through writing.
  const [bundle] = outputFiles;
  const aside = `${API_BUNDLE}.${process.pid}.tmp`;
  mkdirSync(path.dirname(API_BUNDLE), { recursive: true });
  writeFileSync(aside, bundle.contents);
  renameSync(aside, API_BUNDLE);
  return API_BUNDLE;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await buildApi();
