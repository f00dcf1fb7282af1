#!/usr/bin/env node
// Starts the registry for the journeys on a fresh PGlite folder, so every run begins with the demo registry.
// With E2E_DATABASE_URL (a PostgreSQL server's URL), on a fresh database of that server instead, one per port:
// the journeys on the driver production uses (`E2E_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test`).
import { rmSync } from 'node:fs';
import { execFileSync, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApi } from '../scripts/build-api.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '..');
const port = process.env.E2E_PORT ?? '3300';
// One folder per port: journeys started side by side on other ports never share a PGlite folder.
const dataDir = path.join(here, '.data', port);
rmSync(dataDir, { recursive: true, force: true });

/** A new empty database named after the port on E2E_DATABASE_URL's server, or '' (PGlite). */
function freshDatabaseUrl() {
  const server = process.env.E2E_DATABASE_URL;
  if (!server) return '';
  if (!/^\d+$/.test(port)) throw new Error(`E2E_PORT must be a number, not ${port}`);
  const name = `safc_e2e_${port}`;
  const sql = (text) =>
    execFileSync('psql', [server, '-v', 'ON_ERROR_STOP=1', '-qc', text], { stdio: 'inherit' });
  sql(`drop database if exists ${name} with (force)`);
  sql(`create database ${name}`);
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

// The API as `npm start` runs it: the bundle (scripts/build-api.mjs).
const server = spawn(process.execPath, [await buildApi()], {
  cwd: root,
  stdio: 'inherit',
  env: {
    ...process.env,
    DATABASE_URL: freshDatabaseUrl(),
    DATA_DIR: dataDir,
    PORT: port,
    PUBLIC_URL: `http://localhost:${port}`,
    OIDC_ISSUER: '',
    APP_ENV: 'development',
    LOG_LEVEL: 'warn',
    // The first back-off is already the administrator's lock (decision 088), so the journey of the
    // administrator lifting a lock gets there with 5 wrong passwords instead of half an hour of back-offs.
    SIGN_IN_LOCK_AFTER_BACKOFFS: '1',
  },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
