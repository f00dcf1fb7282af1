import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { inject } from 'vitest';
import { fromPglite, openDatabase, PGLITE_EXTENSIONS, type Database } from '../../src/db/client';
import { createDatabaseOnServer, databaseUrlOf, onServer } from './database-templates';

// Every test database is its own: a PGlite, or a database of its own on the PostgreSQL server named by
// DATABASE_URL, dropped on close, each a copy of the run's migrated (or seeded) template
// (helpers/database-templates.ts). Tests never see each other's data.

export interface TestDatabaseOptions {
  /** Seed the demo registry (DESIGN §11) into it. */
  seed?: boolean;
}

export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  return databaseUrl ? createPostgresTestDatabase(databaseUrl, options) : createPgliteTestDatabase(options);
}

async function createPgliteTestDatabase({ seed = false }: TestDatabaseOptions): Promise<Database> {
  const template = templates();
  const dump = new Blob([await readFile(seed ? template.seeded : template.bare)]);
  return fromPglite(await PGlite.create({ ...PGLITE_EXTENSIONS, loadDataDir: dump }));
}

async function createPostgresTestDatabase(
  serverUrl: string,
  { seed = false }: TestDatabaseOptions,
): Promise<Database> {
  const template = templates();
  const name = `safc_test_${randomBytes(6).toString('hex')}`;
  await createDatabaseOnServer(serverUrl, name, seed ? template.seeded : template.bare);
  const database = await openDatabase({ databaseUrl: databaseUrlOf(serverUrl, name) });
  return {
    ...database,
    async close() {
      await database.close();
      await onServer(serverUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

/** The run's templates (made by test/helpers/global-setup.ts), of the database kind this run uses. */
function templates() {
  const made = inject('databaseTemplates');
  const kind = process.env.DATABASE_URL ? 'postgres' : 'pglite';
  if (made.kind !== kind) throw new Error(`The run made ${made.kind} templates, this test runs on ${kind}`);
  return made;
}
