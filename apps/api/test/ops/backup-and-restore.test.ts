import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { queryRows } from '../../src/db/query-rows';
import { uploads, users } from '../../src/db/schema';
import { codeMigrationLevel } from '../../src/ops/registry-state';
import { BackupNotRestorableError, restoreBackup, TargetNotEmptyError } from '../../src/ops/restore-backup';
import { writeBackup } from '../../src/ops/write-backup';
import { moveUploads } from '../../src/ops/move-uploads';
import { createDatabaseStorage } from '../../src/storage/database-storage';
import { createFolderStorage } from '../../src/storage/file-storage';
import { createTestDatabase } from '../helpers/database';

// Seeds the demo registry with one stored upload, backs it up, restores it into an empty registry of the
// same database kind and compares. On PostgreSQL (DATABASE_URL) the source and the target are databases
// of their own on that server, dropped afterwards.
const serverUrl = process.env.DATABASE_URL;
const cleanups: (() => Promise<void>)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function temporaryFolder(): Promise<string> {
  const folder = await mkdtemp(path.join(tmpdir(), 'safc-backup-'));
  cleanups.push(() => rm(folder, { recursive: true, force: true }));
  return folder;
}

/** A new empty database: its URL on the test server, or undefined for PGlite. */
async function emptyDatabaseUrl(): Promise<string | undefined> {
  if (!serverUrl) return undefined;
  const name = `safc_test_backup_${randomBytes(6).toString('hex')}`;
  await onServer(`create database ${name}`);
  cleanups.push(() => onServer(`drop database if exists ${name} with (force)`));
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

async function onServer(statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

async function opened(database: Database): Promise<Database> {
  cleanups.push(() => database.close());
  return database;
}

/** The demo registry (a copy of the run's seeded template) with one stored upload. */
async function seededRegistry(uploadsDir: string | 'database', size = 2048) {
  const database = await opened(await createTestDatabase({ seed: true }));
  const databaseUrl = database.pool?.options.connectionString;
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(size)]);
  const storageKey = `companyDocument/${randomUUID()}`;
  const storage =
    uploadsDir === 'database' ? createDatabaseStorage(database.db) : createFolderStorage(uploadsDir);
  await storage.put(storageKey, bytes);
  const [uploader] = await database.db.select({ id: users.id }).from(users).limit(1);
  await database.db.insert(uploads).values({
    purpose: 'companyDocument',
    storageKey,
    originalName: 'evidence.pdf',
    contentType: 'application/pdf',
    sizeBytes: bytes.length,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    uploadedBy: uploader!.id,
  });
  return { database, databaseUrl, storageKey, bytes, storage };
}

async function counts(database: Database) {
  const [row] = await queryRows<Record<string, number>>(
    database.db,
    sql`select (select count(*)::int from events) as events, (select count(*)::int from unit_blocks) as blocks,
          (select count(*)::int from users) as users, (select count(*)::int from companies) as companies,
          (select count(*)::int from uploads) as uploads`,
  );
  return row;
}

// Decision 116: files in the database by default. A file of 1.2 MB spans three parts (512 KiB each).
describe(
  `backup and restore with files in the database (${serverUrl ? 'PostgreSQL' : 'PGlite'})`,
  {
    timeout: 240_000,
  },
  () => {
    it('carries the files inside the database dump: no uploads folder, the bytes restored with their rows', async () => {
      const source = await seededRegistry('database', 1_200_000);
      const backup = path.join(await temporaryFolder(), 'backup');
      const { manifest } = await writeBackup({
        database: source.database,
        databaseUrl: source.databaseUrl,
        storage: source.storage,
        target: backup,
      });
      expect(manifest.fileStorage).toBe('database');
      expect(manifest.uploads).toEqual({ count: 1, bytes: source.bytes.length });
      expect(existsSync(path.join(backup, 'uploads'))).toBe(false);

      const targetUploads = path.join(await temporaryFolder(), 'uploads');
      const restored = await restoreBackup({
        source: backup,
        databaseUrl: await emptyDatabaseUrl(),
        uploadsDir: targetUploads,
        fileStorage: 'database',
      });
      await opened(restored.database);
      expect(restored.checks.filter((check) => !check.ok)).toEqual([]);
      expect(await createDatabaseStorage(restored.database.db).get(source.storageKey)).toEqual(source.bytes);
      expect(existsSync(targetUploads)).toBe(false);
    });

    it('restores a backup of a folder registry into the database, and one of the database into a folder', async () => {
      const folder = await temporaryFolder();
      const old = await seededRegistry(folder);
      const folderBackup = path.join(await temporaryFolder(), 'backup');
      await writeBackup({
        database: old.database,
        databaseUrl: old.databaseUrl,
        storage: old.storage,
        target: folderBackup,
      });
      const intoDatabase = await restoreBackup({
        source: folderBackup,
        databaseUrl: await emptyDatabaseUrl(),
        uploadsDir: path.join(await temporaryFolder(), 'uploads'),
        fileStorage: 'database',
      });
      await opened(intoDatabase.database);
      expect(intoDatabase.checks.filter((check) => !check.ok)).toEqual([]);
      expect(await createDatabaseStorage(intoDatabase.database.db).get(old.storageKey)).toEqual(old.bytes);

      const current = await seededRegistry('database');
      const databaseBackup = path.join(await temporaryFolder(), 'backup');
      await writeBackup({
        database: current.database,
        databaseUrl: current.databaseUrl,
        storage: current.storage,
        target: databaseBackup,
      });
      const targetUploads = path.join(await temporaryFolder(), 'uploads');
      const intoFolder = await restoreBackup({
        source: databaseBackup,
        databaseUrl: await emptyDatabaseUrl(),
        uploadsDir: targetUploads,
        fileStorage: 'folder',
      });
      await opened(intoFolder.database);
      expect(intoFolder.checks.filter((check) => !check.ok)).toEqual([]);
      expect(await readFile(path.join(targetUploads, current.storageKey))).toEqual(current.bytes);
    });

    it("moves a folder registry's files into the database (npm run move-uploads), again without harm", async () => {
      const folder = await temporaryFolder();
      const source = await seededRegistry(folder, 700_000);
      const database = createDatabaseStorage(source.database.db);
      expect(await moveUploads(source.database.db, source.storage, database)).toEqual({
        moved: 1,
        alreadyThere: 0,
        bytes: source.bytes.length,
      });
      expect(existsSync(path.join(folder, source.storageKey))).toBe(false);
      expect(await database.get(source.storageKey)).toEqual(source.bytes);
      const parts = await queryRows<{ part: number; size: number }>(
        source.database.db,
        sql`select part, length(bytes) as size from stored_file_parts where storage_key = ${source.storageKey} order by part`,
      );
      expect(parts).toEqual([
        { part: 0, size: 512 * 1024 },
        { part: 1, size: source.bytes.length - 512 * 1024 },
      ]);
      // Run again (a move that was interrupted, or run twice): nothing is lost or written twice.
      expect(await moveUploads(source.database.db, source.storage, database)).toMatchObject({
        moved: 0,
        alreadyThere: 1,
      });
      // A file whose bytes are not its row's stops the move before anything is removed.
      await database.remove(source.storageKey);
      await database.put(source.storageKey, Buffer.from('%PDF-1.7 not the same'));
      await expect(moveUploads(source.database.db, database, source.storage)).rejects.toThrow(
        `${source.storageKey} in the source store does not match its size and SHA-256`,
      );
      expect(await database.get(source.storageKey)).toEqual(Buffer.from('%PDF-1.7 not the same'));
    });
  },
);

// A PGlite dump and load of the demo registry take tens of seconds on a loaded machine.
describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, { timeout: 240_000 }, () => {
  it('restores the demo registry into an empty one: same counts, chain head and upload bytes, all checks pass', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    const { manifest, warnings } = await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
    });
    // The generated log key lives in the database, so in the backup: nothing for the operator to keep apart.
    expect(manifest.logSigningKey).toEqual({ keptIn: 'backup' });
    expect(warnings).toEqual([]);
    expect(manifest.database).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.events.count).toBeGreaterThan(0);
    expect(manifest.migration.last).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toEqual({ count: 1, bytes: source.bytes.length });

    const targetUploads = path.join(await temporaryFolder(), 'uploads');
    const restored = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: targetUploads,
      fileStorage: 'folder',
    });
    await opened(restored.database);

    expect(restored.checks.filter((check) => !check.ok)).toEqual([]);
    expect(restored.checks.map((check) => check.name)).toEqual([
      'hash chain',
      'chain head as backed up',
      'ledger invariants',
      'uploads',
    ]);
    expect(await counts(restored.database)).toEqual(await counts(source.database));
    const [head] = await queryRows<{ hash: string }>(
      restored.database.db,
      sql`select hash from event_chain_head`,
    );
    expect(head!.hash).toBe(manifest.events.head);
    expect(await readFile(path.join(targetUploads, source.storageKey))).toEqual(source.bytes);
  });

  it('refuses a target that already holds a registry, and names what to do', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
    });

    if (serverUrl) {
      const restore = restoreBackup({
        source: backup,
        databaseUrl: source.databaseUrl,
        uploadsDir: await temporaryFolder(),
        fileStorage: 'folder',
      });
      await expect(restore).rejects.toThrow(TargetNotEmptyError);
      await expect(restore).rejects.toThrow(/already holds \d+ tables: restore into an empty database/);
    } else {
      const dataDir = await temporaryFolder();
      const existing = await openDatabase({ dataDir });
      await migrateDatabase(existing);
      await existing.close();
      const restore = restoreBackup({ source: backup, dataDir, uploadsDir: await temporaryFolder() });
      await expect(restore).rejects.toThrow(
        /already holds a registry database: restore into an empty DATA_DIR/,
      );
    }
    // A non-empty uploads folder is refused too: its files would mix with the backup's.
    const uploadsDir = await temporaryFolder();
    await writeFile(path.join(uploadsDir, 'left-over'), 'x');
    await expect(
      restoreBackup({
        source: backup,
        databaseUrl: await emptyDatabaseUrl(),
        uploadsDir,
        fileStorage: 'folder',
      }),
    ).rejects.toThrow(/uploads folder .* is not empty/);
  });

  it('reports an upload whose bytes changed after the backup was written', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
    });
    await writeFile(path.join(backup, 'uploads', source.storageKey), 'tampered');

    const restored = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: path.join(await temporaryFolder(), 'uploads'),
      fileStorage: 'folder',
    });
    await opened(restored.database);
    const uploadsCheck = restored.checks.find((check) => check.name === 'uploads');
    expect(uploadsCheck).toMatchObject({ ok: false });
    expect(uploadsCheck!.detail).toContain(`${source.storageKey} has 8 bytes`);
    const [row] = await restored.database.db
      .select()
      .from(uploads)
      .where(eq(uploads.storageKey, source.storageKey));
    expect(row!.sizeBytes).toBe(source.bytes.length);
  });

  it('refuses a backup from a newer migration level than this code, naming both levels, and restores nothing', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
    });
    // As a later version of the registry would have written it: one migration this code does not have.
    const manifestPath = path.join(backup, 'manifest.json');
    const manifest = JSON.parse(await readFile(manifestPath, 'utf8')) as { migration: object };
    const code = codeMigrationLevel();
    manifest.migration = { count: code.count + 1, last: '9999_from_a_later_version' };
    await writeFile(manifestPath, JSON.stringify(manifest));

    const targetUrl = await emptyDatabaseUrl();
    const targetUploads = path.join(await temporaryFolder(), 'uploads');
    const dataDir = serverUrl ? undefined : path.join(await temporaryFolder(), 'data');
    const restore = restoreBackup({
      source: backup,
      databaseUrl: targetUrl,
      dataDir,
      uploadsDir: targetUploads,
      fileStorage: 'folder',
    });
    await expect(restore).rejects.toThrow(BackupNotRestorableError);
    await expect(restore).rejects.toThrow(
      `the backup is at migration 9999_from_a_later_version (${code.count + 1} applied), newer than this code's ${code.last} (${code.count})`,
    );
    expect(existsSync(targetUploads)).toBe(false);
    if (dataDir) expect(existsSync(dataDir)).toBe(false);
    if (targetUrl) {
      const empty = await opened(await openDatabase({ databaseUrl: targetUrl }));
      const [tables] = await queryRows<{ count: number }>(
        empty.db,
        sql`select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      expect(tables!.count).toBe(0);
    }
  });

  it('refuses to restore into the other kind of database, saying which kinds and what to do (decision 030)', async () => {
    // Each run backs up its own kind and restores into the other; the two runs cover both directions.
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
    });
    const targetUploads = path.join(await temporaryFolder(), 'uploads');
    if (serverUrl) {
      const dataDir = path.join(await temporaryFolder(), 'data');
      await expect(restoreBackup({ source: backup, dataDir, uploadsDir: targetUploads })).rejects.toThrow(
        'This backup holds a PostgreSQL database and the target is PGlite (the embedded database): a backup is ' +
          'restored into the same kind of database only. Set DATABASE_URL to an empty PostgreSQL database (createdb) to restore it.',
      );
      expect(existsSync(dataDir)).toBe(false);
    } else {
      // Refused before any connection is made: this server need not exist.
      await expect(
        restoreBackup({
          source: backup,
          databaseUrl: 'postgres://nobody@127.0.0.1:1/none',
          uploadsDir: targetUploads,
          fileStorage: 'folder',
        }),
      ).rejects.toThrow(
        'This backup holds a PGlite (the embedded database) database and the target is PostgreSQL: a backup is ' +
          'restored into the same kind of database only. Unset DATABASE_URL to restore it into an empty DATA_DIR.',
      );
    }
    expect(existsSync(targetUploads)).toBe(false);
  });

  it('says when the log signing key comes from the environment: not in the backup, the operator keeps it', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const seed = Buffer.concat([Buffer.from([1]), randomBytes(32)]).toString('base64');
    const logSigningKey = `PRIVATE+KEY+registry.test/public-log+0badc0de+${seed}`;
    const backup = path.join(await temporaryFolder(), 'backup');
    const { manifest, warnings } = await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      storage: createFolderStorage(sourceUploads),
      target: backup,
      logSigningKey,
    });
    expect(manifest.logSigningKey).toEqual({ keptIn: 'environment', name: 'registry.test/public-log' });
    expect(await readFile(path.join(backup, 'manifest.json'), 'utf8')).not.toContain(seed);
    expect(warnings).toEqual([
      expect.stringContaining(
        'LOG_SIGNING_KEY comes from the environment and is not in this backup: keep that key (registry.test/public-log) yourself',
      ),
    ]);

    // Restored where LOG_SIGNING_KEY is not set: the restore says to set it before starting.
    const restored = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: path.join(await temporaryFolder(), 'uploads'),
      fileStorage: 'folder',
    });
    await opened(restored.database);
    expect(restored.checks.filter((check) => !check.ok)).toEqual([]);
    expect(restored.warnings).toEqual([
      expect.stringContaining('set LOG_SIGNING_KEY to that key before npm start'),
    ]);
    // Where the same key is set, nothing is left to do.
    const again = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: path.join(await temporaryFolder(), 'uploads'),
      fileStorage: 'folder',
      logSigningKey,
    });
    await opened(again.database);
    expect(again.warnings).toEqual([]);
  });
});
