import path from 'node:path';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { API_FOLDER } from '../paths';
import type { Database } from './client';

/** apps/api/drizzle, found from the API's folder so that the server can start from any working directory. */
export const MIGRATIONS_FOLDER = path.join(API_FOLDER, 'drizzle');

// Any constant shared by every process of the registry: it names the lock taken around migrations.
const MIGRATION_LOCK_KEY = 726_001;

export async function migrateDatabase(database: Database): Promise<void> {
  if (database.pglite) {
    await migratePglite(drizzlePglite({ client: database.pglite }), { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  if (!database.pool)
    throw new Error('migrateDatabase: the database has neither a PGlite instance nor a pool');
  // Several API processes may start together on one PostgreSQL: one migrates while the others wait
  // on the advisory lock, then find nothing left to apply.
  const client = await database.pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    try {
      await migrateNodePg(drizzleNodePg({ client }), { migrationsFolder: MIGRATIONS_FOLDER });
    } finally {
      await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
    }
  } finally {
    client.release();
  }
}
