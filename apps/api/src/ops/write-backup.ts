import { execFile } from 'node:child_process';
import { copyFile, mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { uploads } from '../db/schema';
import { DATABASE_FILE, UPLOADS_FOLDER, writeManifest, type BackupManifest } from './backup-manifest';
import { readRegistryState } from './registry-state';

const run = promisify(execFile);

export interface WriteBackupOptions {
  database: Database;
  /** The server's connection string, for pg_dump (PostgreSQL only). */
  databaseUrl?: string;
  uploadsDir: string;
  /** The backup folder to create; it must not exist yet or be empty. */
  target: string;
}

/**
 * Writes the database, the uploads its rows name and the manifest into `target`. On PostgreSQL everything
 * is read in one snapshot: pg_dump joins the snapshot of the transaction that reads the manifest and the
 * upload list, so the dump, the manifest and the files agree even while the registry keeps working. Files
 * are written before their row commits (storeUploads), so every row of the snapshot has its file. PGlite is
 * one process's database: the backup opens its folder, so the registry is stopped meanwhile.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<BackupManifest> {
  const { database, target } = options;
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`The backup folder ${target} is not empty`);

  if (database.kind === 'postgres') return writePostgresBackup(options);
  const pglite = database.pglite!;
  const snapshot = await readSnapshot(database.db, options.uploadsDir, target);
  const dump = await pglite.dumpDataDir('gzip');
  await writeFile(path.join(target, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
  return finish(target, 'pglite', snapshot);
}

async function writePostgresBackup(options: WriteBackupOptions): Promise<BackupManifest> {
  const { database, target } = options;
  if (!options.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL (for pg_dump)');
  const client: pg.PoolClient = await database.pool!.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const state = await readSnapshot(drizzle({ client }) as unknown as Db, options.uploadsDir, target);
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(target, DATABASE_FILE.postgres)}`,
      `--dbname=${options.databaseUrl}`,
    ]);
    await client.query('commit');
    return await finish(target, 'postgres', state);
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type Snapshot = Omit<BackupManifest, 'format' | 'version' | 'createdAt' | 'database' | 'databaseFile'>;

/** Reads the registry's state and copies the file of every upload row it holds. */
async function readSnapshot(db: Db, uploadsDir: string, target: string): Promise<Snapshot> {
  const state = await readRegistryState(db);
  const rows = await db
    .select({ storageKey: uploads.storageKey, sizeBytes: uploads.sizeBytes })
    .from(uploads);
  let bytes = 0;
  for (const row of rows) {
    const destination = path.join(target, UPLOADS_FOLDER, row.storageKey);
    await mkdir(path.dirname(destination), { recursive: true });
    // A missing file fails the backup: a backup that silently lacks a document would be found out at restore.
    await copyFile(path.join(uploadsDir, row.storageKey), destination);
    bytes += row.sizeBytes;
  }
  return { ...state, uploads: { count: rows.length, bytes } };
}

async function finish(
  target: string,
  kind: 'pglite' | 'postgres',
  snapshot: Snapshot,
): Promise<BackupManifest> {
  const manifest: BackupManifest = {
    format: 'safc-registry-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    database: kind,
    databaseFile: DATABASE_FILE[kind],
    ...snapshot,
  };
  await writeManifest(target, manifest);
  return manifest;
}
