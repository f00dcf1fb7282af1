// A registry for the journeys: the API bundle (as `npm start` runs it) on its own port, data folder and, with
// E2E_DATABASE_URL, its own PostgreSQL database. Used by the global setup (to make the template every journey
// file starts from) and by the worker fixture (fixtures/registry.ts).
import { execFileSync, spawn } from 'node:child_process';
import { cpSync, mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
export const E2E_ROOT = path.resolve(here, '..');
const REPOSITORY = path.resolve(E2E_ROOT, '..');
export const API_BUNDLE = path.join(REPOSITORY, 'apps/api/dist/server.mjs');

/** The PostgreSQL server the journeys' databases live on, or undefined for PGlite. */
export const serverUrl = (): string | undefined => process.env.E2E_DATABASE_URL || undefined;

/** The data folder of a registry on that port (uploads, mail, and on PGlite the database). */
export const dataDirOf = (name: string): string => path.join(E2E_ROOT, '.data', String(name));

const databaseNameOf = (name: string): string => {
  if (!/^[a-z0-9_]+$/.test(String(name))) throw new Error(`not a database name: ${name}`);
  return `safc_e2e_${name}`;
};

function databaseUrlOf(name: string): string {
  const url = new URL(serverUrl() ?? '');
  url.pathname = `/${databaseNameOf(name)}`;
  return url.toString();
}

function psql(text: string): void {
  execFileSync('psql', [serverUrl() ?? '', '-v', 'ON_ERROR_STOP=1', '-qc', text], {
    stdio: 'inherit',
    env: { ...process.env, PGOPTIONS: '--client-min-messages=warning' },
  });
}

/**
 * Makes `name`'s database and data folder a copy of the template's: on PostgreSQL `CREATE DATABASE ...
 * TEMPLATE` (a file copy inside the server), and the data folder copied (on PGlite it is the database).
 */
export function copyTemplate(template: string, name: string): void {
  rmSync(dataDirOf(name), { recursive: true, force: true });
  cpSync(dataDirOf(template), dataDirOf(name), { recursive: true });
  if (!serverUrl()) return;
  psql(`drop database if exists ${databaseNameOf(name)} with (force)`);
  psql(`create database ${databaseNameOf(name)} template ${databaseNameOf(template)}`);
  commitWithoutWaitingForDisk(name);
}

/** An empty database and data folder for `name` (the template, before its first start migrates and seeds it). */
export function emptyRegistryData(name: string): void {
  rmSync(dataDirOf(name), { recursive: true, force: true });
  mkdirSync(dataDirOf(name), { recursive: true });
  if (!serverUrl()) return;
  psql(`drop database if exists ${databaseNameOf(name)} with (force)`);
  psql(`create database ${databaseNameOf(name)}`);
  commitWithoutWaitingForDisk(name);
}

/**
 * A journey's database never outlives a crash of the server, so its commits need not wait for the disk flush
 * (10 ms a commit on this machine against 1.7 without, 2026-12-02); what a transaction sees is unchanged. The
 * setting belongs to the database and is not copied with it.
 */
function commitWithoutWaitingForDisk(name: string): void {
  psql(`alter database ${databaseNameOf(name)} set synchronous_commit = off`);
}

export function dropRegistryData(name: string): void {
  rmSync(dataDirOf(name), { recursive: true, force: true });
  if (serverUrl()) psql(`drop database if exists ${databaseNameOf(name)} with (force)`);
}

/**
 * Starts the registry on `port` with `name`'s data and resolves once /api/health answers. `stop()` ends it
 * with SIGTERM (the server finishes its jobs and closes its database) and resolves when it has exited.
 */
export interface RunningRegistry {
  url: string;
  stop(): Promise<void>;
}

export async function startRegistry({
  port,
  name,
  extraEnv = {},
}: {
  port: number;
  name: string;
  extraEnv?: Record<string, string>;
}): Promise<RunningRegistry> {
  const child = spawn(process.execPath, [API_BUNDLE], {
    cwd: REPOSITORY,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      DATABASE_URL: serverUrl() ? databaseUrlOf(name) : '',
      DATA_DIR: dataDirOf(name),
      PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      OIDC_ISSUER: '',
      APP_ENV: 'development',
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      // Several registries run side by side: none opens the metrics port (9464 by default).
      METRICS_PORT: '0',
      // The first back-off is already the administrator's lock (decision 088), so the journey of the
      // administrator lifting a lock gets there with 5 wrong passwords instead of half an hour of back-offs.
      SIGN_IN_LOCK_AFTER_BACKOFFS: '1',
      // Webhook endpoints on this machine (127.0.0.1) may be kept: a journey's endpoint never leaves it.
      WEBHOOK_ALLOW_PRIVATE: 'true',
      ...extraEnv,
    },
  });
  const exited = new Promise((resolve) => child.once('exit', resolve));
  const url = `http://localhost:${port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the registry on port ${port} exited (${child.exitCode})`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the registry on port ${port} did not answer within 120 s`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    url,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}
