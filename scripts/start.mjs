#!/usr/bin/env node
// `npm start`: build the web app if it is missing, then run the API, which serves it at PUBLIC_URL
// on the embedded PostgreSQL (PGlite in DATA_DIR) unless DATABASE_URL names a server.
import { existsSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from './build-api.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webIndex = path.join(root, 'apps/web/dist/index.html');

if (!existsSync(webIndex)) {
  console.log('The web app is not built yet: building it once (npm run build)...');
  const built = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

// The API runs as one bundle with plain node, not through tsx (scripts/build-api.mjs, docs/decisions/047).
const server = spawn(process.execPath, [await buildApi()], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
