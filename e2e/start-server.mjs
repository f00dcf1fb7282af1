#!/usr/bin/env node
// Starts the registry for the journeys on a fresh PGlite folder, so every run begins with the demo registry.
import { rmSync } from 'node:fs';
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../scripts/build-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = process.env.E2E_PORT ?? '3300';
// One folder per port: journeys started side by side on other ports never share a PGlite folder.
const dataDir = path.join(here, '.data', port);
rmSync(dataDir, { recursive: true, force: true });

// The API as `npm start` runs it: the bundle (scripts/build-api.mjs).
const server = spawn(process.execPath, [await buildApi()], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    OIDC_ISSUER: '',
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
