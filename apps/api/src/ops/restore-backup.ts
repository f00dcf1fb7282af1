import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { fromPglite, openDatabase, openPgliteFolder, PGLITE_EXTENSIONS, type Database } from '../db/client';
import { createFolderStorage, type FileStorage, type FileStorageKind } from '../storage/file-storage';
import { createDatabaseStorage } from '../storage/database-storage';
import { fileStorageOf } from '../storage/file-storage-of';
import { moveUploads } from './move-uploads';
import { readManifest, UPLOADS_FOLDER, type BackupManifest } from './backup-manifest';
import { parseSignerKey } from '../services/public-log/log-signer';
import { checkRestoredRegistry, type RestoreCheck } from './check-restored-registry';
import { newerMigrationLevel } from './registry-state';

const run = promisify(execFile);

export interface RestoreBackupOptions {
  /** The backup folder written by writeBackup. */
  source: string;
  /** Restore into this PostgreSQL database (it must hold no tables); unset: into PGlite at dataDir. */
  databaseUrl?: string;
  /** PGlite's data folder (it must hold no database); unset: in memory (tests). */
  dataDir?: string;
  uploadsDir: string;
  /** Where the restored registry keeps its files (FILE_STORAGE); the backup's are moved there if it differs. */
  fileStorage?: FileStorageKind;
  /** LOG_SIGNING_KEY of the restoring environment, compared with the key the backup says the operator kept. */
  logSigningKey?: string;
}

export interface RestoredRegistry {
  manifest: BackupManifest;
  database: Database;
  checks: RestoreCheck[];
  /** What the operator must still do before `npm start`. */
  warnings: string[];
}

/** Thrown when the backup cannot go into this target at all: another database kind, a newer migration level. */
export class BackupNotRestorableError extends Error {}

const KIND_NAMES = { pglite: 'PGlite (the embedded database)', postgres: 'PostgreSQL' } as const;

/** Thrown when the target already holds a registry: a restore never overwrites one. */
export class TargetNotEmptyError extends Error {}

/**
 * Brings a backup back into an empty registry, then checks it (checkRestoredRegistry). The database may
 * be restored into the other kind only through an export, so a PGlite backup goes to PGlite and a
 * PostgreSQL backup to PostgreSQL. The caller closes the returned database.
 */
export async function restoreBackup(options: RestoreBackupOptions): Promise<RestoredRegistry> {
  const manifest = await readManifest(options.source);
  const targetKind = options.databaseUrl ? 'postgres' : 'pglite';
  if (manifest.database !== targetKind) {
    // Decision 030: a PGlite backup is its data folder and a PostgreSQL one a pg_dump archive; neither loads
    // into the other kind, and a conversion would be a second, untested path to the ledger's data.
    throw new BackupNotRestorableError(
      `This backup holds a ${KIND_NAMES[manifest.database]} database and the target is ${KIND_NAMES[targetKind]}: ` +
        'a backup is restored into the same kind of database only. ' +
        (manifest.database === 'pglite'
          ? 'Unset DATABASE_URL to restore it into an empty DATA_DIR.'
          : 'Set DATABASE_URL to an empty PostgreSQL database (createdb) to restore it.'),
    );
  }
  const newer = newerMigrationLevel(manifest.migration);
  if (newer) throw new BackupNotRestorableError(`This backup cannot be restored here: ${newer}`);
  const targetStorage = options.fileStorage ?? 'database';
  if (targetStorage === 'folder') await refuseNonEmptyUploads(options.uploadsDir);
  const databaseFile = path.join(options.source, manifest.databaseFile);
  const database = options.databaseUrl
    ? await restorePostgres(options.databaseUrl, databaseFile)
    : await restorePglite(options.dataDir, databaseFile);
  try {
    const storage = fileStorageOf({ ...options, fileStorage: targetStorage }, database);
    await restoreUploads(options.source, manifest, database, storage);
    const checks = await checkRestoredRegistry(database.db, storage, manifest);
    return { manifest, database, checks, warnings: signingKeyWarnings(manifest, options.logSigningKey) };
  } catch (error) {
    await database.close();
    throw error;
  }
}

/**
 * The files come back where the restored registry keeps them: a folder backup's uploads/ is copied into the
 * folder, or into the database (a backup of a registry from before decision 116); a backup whose files are in
 * its database has them restored with it, and they are moved out only when the target keeps them in a folder.
 */
async function restoreUploads(
  source: string,
  manifest: BackupManifest,
  database: Database,
  storage: FileStorage,
): Promise<void> {
  const backedUpIn = manifest.fileStorage ?? 'folder';
  if (backedUpIn === 'folder') {
    const copied = createFolderStorage(path.join(source, UPLOADS_FOLDER));
    await moveUploads(database.db, copied, storage, { keepSource: true, unchecked: true });
  } else if (storage.kind === 'folder') {
    await moveUploads(database.db, createDatabaseStorage(database.db), storage, { unchecked: true });
  }
}

/** The backup's log key is the operator's (LOG_SIGNING_KEY): the restored registry needs the same one. */
function signingKeyWarnings(manifest: BackupManifest, logSigningKey: string | undefined): string[] {
  const kept = manifest.logSigningKey;
  if (kept?.keptIn !== 'environment') return [];
  const given = logSigningKey ? parseSignerKey(logSigningKey).name : undefined;
  if (given === kept.name) return [];
  return [
    `The backed-up registry signed its public log with LOG_SIGNING_KEY ${kept.name}, which is not in the backup` +
      (given ? ` (this environment's key is ${given})` : '') +
      `: set LOG_SIGNING_KEY to that key before npm start, or the log is signed with a key its published checkpoints do not verify against`,
  ];
}

async function restorePglite(dataDir: string | undefined, databaseFile: string): Promise<Database> {
  // PG_VERSION is the first file of any PostgreSQL data folder, PGlite's included.
  if (dataDir && existsSync(path.join(dataDir, 'PG_VERSION'))) {
    throw new TargetNotEmptyError(
      `${dataDir} already holds a registry database: restore into an empty DATA_DIR (move this one away first)`,
    );
  }
  const dump = new Blob([await readFile(databaseFile)]);
  if (!dataDir) return fromPglite(await PGlite.create({ ...PGLITE_EXTENSIONS, loadDataDir: dump }));
  return openPgliteFolder(dataDir, 'npm run restore', dump);
}

async function restorePostgres(databaseUrl: string, databaseFile: string): Promise<Database> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ tables: number }>(
      `select count(*)::int as tables from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    );
    if (rows[0]!.tables > 0) {
      throw new TargetNotEmptyError(
        `The database at DATABASE_URL already holds ${rows[0]!.tables} tables: restore into an empty database (createdb a new one)`,
      );
    }
  } finally {
    await client.end();
  }
  // No owners or grants: the restoring role owns what it creates, whatever role made the backup.
  await run('pg_restore', [
    '--exit-on-error',
    '--no-owner',
    '--no-acl',
    `--dbname=${databaseUrl}`,
    databaseFile,
  ]);
  return openDatabase({ databaseUrl });
}

async function refuseNonEmptyUploads(uploadsDir: string): Promise<void> {
  if (!existsSync(uploadsDir)) return;
  if ((await readdir(uploadsDir)).length > 0) {
    throw new TargetNotEmptyError(
      `The uploads folder ${uploadsDir} is not empty: restore into an empty registry`,
    );
  }
}
