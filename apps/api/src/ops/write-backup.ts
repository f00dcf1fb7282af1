import { execFile } from 'node:child_process';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { drizzle } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import type { Database, Db } from '../db/client';
import { uploads } from '../db/schema';
import { DATABASE_FILE, UPLOADS_FOLDER, writeManifest, type BackupManifest } from './backup-manifest';
import { parseSignerKey } from '../services/public-log/log-signer';
import { readRegistryState } from './registry-state';
import { createFolderStorage, type FileStorage } from '../storage/file-storage';

const run = promisify(execFile);

export interface WriteBackupOptions {
  database: Database;
  /** The server's connection string, for pg_dump (PostgreSQL only). */
  databaseUrl?: string;
  /** Where the registry keeps its files: in the database they travel in its dump, from a folder they are copied. */
  storage: FileStorage;
  /** The backup folder to create; it must not exist yet or be empty. */
  target: string;
  /** LOG_SIGNING_KEY when the environment gives it: never stored, so not in the backup (the manifest says so). */
  logSigningKey?: string;
}

export interface WrittenBackup {
  manifest: BackupManifest;
  /** What the operator must know and do besides keeping the folder. */
  warnings: string[];
}

/**
 * Writes the database, the uploads its rows name (inside it by default, decision 116) and the manifest into
 * `target`. On PostgreSQL everything
 * is read in one snapshot: pg_dump joins the snapshot of the transaction that reads the manifest and the
 * upload list, so the dump, the manifest and the files agree even while the registry keeps working. Files
 * are written before their row commits (storeUploads), so every row of the snapshot has its file. PGlite is
 * one process's database: the backup opens its folder, so the registry is stopped meanwhile.
 */
export async function writeBackup(options: WriteBackupOptions): Promise<WrittenBackup> {
  const { database, target } = options;
  await mkdir(target, { recursive: true });
  if ((await readdir(target)).length > 0) throw new Error(`The backup folder ${target} is not empty`);

  const signingKey = signingKeyOf(options.logSigningKey);
  let manifest: BackupManifest;
  if (database.kind === 'postgres') {
    manifest = await writePostgresBackup(options, signingKey);
  } else {
    const pglite = database.pglite!;
    const snapshot = await readSnapshot(database.db, options.storage, target);
    const dump = await pglite.dumpDataDir('gzip');
    await writeFile(path.join(target, DATABASE_FILE.pglite), Buffer.from(await dump.arrayBuffer()));
    manifest = await finish(target, 'pglite', { ...snapshot, logSigningKey: signingKey });
  }
  const warnings =
    signingKey.keptIn === 'environment'
      ? [
          `LOG_SIGNING_KEY comes from the environment and is not in this backup: keep that key (${signingKey.name}) ` +
            'yourself and set it again where you restore, or the restored registry signs its public log with ' +
            'a new key that the published checkpoints do not verify against',
        ]
      : [];
  return { manifest, warnings };
}

/** The manifest's word on the log key; only its name when the environment holds it (the key is a secret). */
function signingKeyOf(logSigningKey: string | undefined): NonNullable<BackupManifest['logSigningKey']> {
  if (!logSigningKey) return { keptIn: 'backup' };
  return { keptIn: 'environment', name: parseSignerKey(logSigningKey).name };
}

async function writePostgresBackup(
  options: WriteBackupOptions,
  logSigningKey: BackupManifest['logSigningKey'],
): Promise<BackupManifest> {
  const { database, target } = options;
  if (!options.databaseUrl) throw new Error('A PostgreSQL backup needs DATABASE_URL (for pg_dump)');
  const client: pg.PoolClient = await database.pool!.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const [{ snapshot }] = (
      await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot')
    ).rows as [{ snapshot: string }];
    const state = await readSnapshot(drizzle({ client }) as unknown as Db, options.storage, target);
    await run('pg_dump', [
      '--format=custom',
      `--snapshot=${snapshot}`,
      `--file=${path.join(target, DATABASE_FILE.postgres)}`,
      `--dbname=${options.databaseUrl}`,
    ]);
    await client.query('commit');
    return await finish(target, 'postgres', { ...state, logSigningKey });
  } catch (error) {
    await client.query('rollback').catch(() => undefined);
    throw error;
  } finally {
    client.release();
  }
}

type Snapshot = Omit<BackupManifest, 'format' | 'version' | 'createdAt' | 'database' | 'databaseFile'>;

/**
 * Reads the registry's state and, when its files are in a folder, copies the file of every upload row it holds
 * (files in the database are in the dump, in the same snapshot as their rows).
 */
async function readSnapshot(db: Db, storage: FileStorage, target: string): Promise<Snapshot> {
  const state = await readRegistryState(db);
  const rows = await db
    .select({ storageKey: uploads.storageKey, sizeBytes: uploads.sizeBytes })
    .from(uploads);
  let bytes = 0;
  const copy = storage.kind === 'folder' ? createFolderStorage(path.join(target, UPLOADS_FOLDER)) : undefined;
  for (const row of rows) {
    // A missing file fails the backup: a backup that silently lacks a document would be found out at restore.
    if (copy) await copy.put(row.storageKey, await storage.get(row.storageKey));
    bytes += row.sizeBytes;
  }
  return { ...state, uploads: { count: rows.length, bytes }, fileStorage: storage.kind };
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
