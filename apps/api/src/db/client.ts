import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { lockDataFolder } from './data-folder-lock';
import * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers: services never know whether they run on PGlite or PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbOrTx = Db | Tx;

export type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  /** Where public pages read: a replica at DATABASE_READ_URL, or `db` itself. */
  read: Db;
  kind: DatabaseKind;
  /** The PGlite instance (kind 'pglite'): for dumps and the migrator. */
  pglite?: PGlite;
  /** The node-postgres pool (kind 'postgres'): for the migrator's lock and raw listeners. */
  pool?: pg.Pool;
  /** The read replica's pool, when DATABASE_READ_URL is set. */
  readPool?: pg.Pool;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** A PostgreSQL connection string. When absent the embedded PGlite is used. */
  databaseUrl?: string;
  /** A read replica's connection string, for public reads (PostgreSQL only). */
  databaseReadUrl?: string;
  /** PGlite's data folder; undefined keeps the database in memory (tests). */
  dataDir?: string;
  /** Who opens a PGlite folder (the registry, a backup...), for the refusal another process reads. */
  holder?: string;
}

/**
 * The extensions every PGlite database loads: pg_trgm for the public lists' substring search (migration 0027,
 * decision 110), which PostgreSQL has among its contrib modules.
 */
export const PGLITE_EXTENSIONS = { extensions: { pg_trgm } };

export async function openDatabase(options: OpenDatabaseOptions = {}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options.databaseReadUrl);
  if (!options.dataDir) return fromPglite(await PGlite.create(PGLITE_EXTENSIONS));
  return openPgliteFolder(options.dataDir, options.holder ?? 'the registry');
}

/**
 * Opens (or creates) a PGlite data folder for this process alone (data-folder-lock.ts), optionally loading a
 * dump into it; the lock is released when the database closes.
 */
export async function openPgliteFolder(
  dataDir: string,
  holder: string,
  loadDataDir?: Blob,
): Promise<Database> {
  await mkdir(dataDir, { recursive: true });
  const release = await lockDataFolder(dataDir, holder);
  try {
    const database = fromPglite(
      await PGlite.create(dataDir, { ...PGLITE_EXTENSIONS, ...(loadDataDir ? { loadDataDir } : {}) }),
    );
    return {
      ...database,
      async close() {
        await database.close();
        await release();
      },
    };
  } catch (error) {
    await release();
    throw error;
  }
}

/** Wraps an already started PGlite (the test helper clones a migrated template into one). */
export function fromPglite(pglite: PGlite): Database {
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { db, read: db, kind: 'pglite', pglite, close: () => pglite.close() };
}

/** How long a query waits for a connection (a free one of the pool, or a new one) before answering 503. */
const CONNECT_TIMEOUT_MS = 10_000;

function openPool(connectionString: string): pg.Pool {
  const pool = new pg.Pool({
    connectionString,
    max: poolSize(),
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    // A connection whose server vanished without closing it (a network cut) is noticed, not waited on forever.
    keepAlive: true,
  });
  // A client that loses its connection emits 'error'; with no listener Node ends the process. The pool
  // listens on idle clients only, so every client gets a listener of its own for the time it is checked out.
  // The query in flight fails with the same error (answered 503 by the error handler, and logged there); the
  // pool drops the broken client and opens a new connection on the next query, so the API reconnects alone.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  return pool;
}

function openPostgres(databaseUrl: string, databaseReadUrl: string | undefined): Database {
  const pool = openPool(databaseUrl);
  const db = drizzleNodePg({ client: pool, schema }) as unknown as Db;
  if (!databaseReadUrl) return { db, read: db, kind: 'postgres', pool, close: () => pool.end() };
  const readPool = openPool(databaseReadUrl);
  const read = drizzleNodePg({ client: readPool, schema }) as unknown as Db;
  return {
    db,
    read,
    kind: 'postgres',
    pool,
    readPool,
    close: async () => {
      await Promise.all([pool.end(), readPool.end()]);
    },
  };
}

function poolSize(): number {
  const configured = Number.parseInt(process.env.DATABASE_POOL_SIZE ?? '', 10);
  return Number.isInteger(configured) && configured > 0 ? configured : 10;
}
