import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openDatabase, PGLITE_EXTENSIONS } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoRegistry } from '../../src/db/seed';

// Migrating and seeding costs seconds per database (30 migration statements, the seed's password hashing),
// and the API suite makes hundreds of databases. The run's global setup makes two templates once, a bare
// (migrated) one and a seeded one, and every test database is a copy: a PGlite data folder loaded from the
// template's dump, or on PostgreSQL `CREATE DATABASE … TEMPLATE`, a file copy inside the server.

/** Where the run's templates are: PGlite dump files, or template databases on the PostgreSQL server. */
export interface DatabaseTemplates {
  kind: 'pglite' | 'postgres';
  bare: string;
  seeded: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    databaseTemplates: DatabaseTemplates;
  }
}

export async function makeDatabaseTemplates(
  databaseUrl: string | undefined,
): Promise<{ templates: DatabaseTemplates; remove: () => Promise<void> }> {
  return databaseUrl ? makePostgresTemplates(databaseUrl) : makePgliteTemplates();
}

async function makePgliteTemplates() {
  const folder = await mkdtemp(path.join(tmpdir(), 'safc-test-templates-'));
  const dump = async (seed: boolean) => {
    const pglite = await PGlite.create(PGLITE_EXTENSIONS);
    const database = fromPglite(pglite);
    try {
      await migrateDatabase(database);
      if (seed) await seedDemoRegistry(database.db);
      const file = path.join(folder, seed ? 'seeded.tar' : 'bare.tar');
      await writeFile(file, Buffer.from(await (await pglite.dumpDataDir('none')).arrayBuffer()));
      return file;
    } finally {
      await database.close();
    }
  };
  const [bare, seeded] = await Promise.all([dump(false), dump(true)]);
  return {
    templates: { kind: 'pglite' as const, bare, seeded },
    remove: () => rm(folder, { recursive: true, force: true }),
  };
}

async function makePostgresTemplates(serverUrl: string) {
  const stem = `safc_template_${randomBytes(4).toString('hex')}`;
  const make = async (seed: boolean) => {
    const name = `${stem}_${seed ? 'seeded' : 'bare'}`;
    await createDatabaseOnServer(serverUrl, name);
    const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
    try {
      await migrateDatabase(database);
      if (seed) await seedDemoRegistry(database.db);
    } finally {
      // A template must have no connection open while it is copied.
      await database.close();
    }
    return name;
  };
  const [bare, seeded] = await Promise.all([make(false), make(true)]);
  return {
    templates: { kind: 'postgres' as const, bare, seeded },
    remove: async () => {
      for (const name of [bare, seeded])
        await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export function databaseUrlOf(serverUrl: string, name: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/**
 * Makes a test database, as a copy of `template` or empty. Its commits do not wait for the disk
 * (`synchronous_commit = off`, kept by the database, not copied with it): a test database never outlives a crash
 * of the server, and on this machine a commit's flush cost 10 ms against 1.7 ms without (pgbench, one client,
 * 2026-12-02), in a suite that commits thousands of times. What a transaction sees is unchanged.
 */
export async function createDatabaseOnServer(
  serverUrl: string,
  name: string,
  template?: string,
): Promise<void> {
  await onServer(serverUrl, `create database ${name}${template ? ` template ${template}` : ''}`);
  await onServer(serverUrl, `alter database ${name} set synchronous_commit = off`);
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
export async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
