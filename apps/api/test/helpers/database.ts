import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { seedDemoRegistry } from '../../src/db/seed';

// Every test database is its own: a fresh PGlite, or a database of its own on the PostgreSQL server named
// by DATABASE_URL, dropped on close. Runs never see each other's data.

export interface TestDatabaseOptions {
  /** Seed the demo registry (DESIGN §11) into it. */
  seed?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createPostgresTestDatabase(databaseUrl, options) : createPgliteTestDatabase(options);
}

// Migrating (and seeding) once per test file and cloning the result is cheaper than doing it for every
// database: a clone skips the 30 migration statements and the seed's password hashing.
const pgliteTemplates = new Map<boolean, Promise<Blob>>();

async function createPgliteTestDatabase({ seed = false }: TestDatabaseOptions): Promise<Database> {
  let template = pgliteTemplates.get(seed);
  if (!template) {
    template = buildPgliteTemplate(seed);
    pgliteTemplates.set(seed, template);
  }
  const pglite = await PGlite.create({ loadDataDir: await template });
  return fromPglite(pglite);
}

async function buildPgliteTemplate(seed: boolean): Promise<Blob> {
  const pglite = await PGlite.create();
  const database = fromPglite(pglite);
  try {
    await migrateDatabase(database);
    if (seed) await seedDemoRegistry(database.db);
    return await pglite.dumpDataDir('none');
  } finally {
    await database.close();
  }
}

async function createPostgresTestDatabase(
  serverUrl: string,
  { seed = false }: TestDatabaseOptions,
): Promise<Database> {
  const name = `safc_test_${randomBytes(6).toString('hex')}`;
  await onServer(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await migrateDatabase(database);
    if (seed) await seedDemoRegistry(database.db);
  } catch (error) {
    await database.close();
    await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** Runs one statement on the server's own database (CREATE/DROP DATABASE cannot run inside a pool's transaction). */
async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
