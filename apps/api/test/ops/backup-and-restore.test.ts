import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/client';
import { migrateDatabase } from '../../src/db/migrate';
import { queryRows } from '../../src/db/query-rows';
import { seedDemoRegistry } from '../../src/db/seed';
import { uploads, users } from '../../src/db/schema';
import { restoreBackup, TargetNotEmptyError } from '../../src/ops/restore-backup';
import { writeBackup } from '../../src/ops/write-backup';
import { createFolderStorage } from '../../src/storage/file-storage';

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

async function seededRegistry(uploadsDir: string) {
  const databaseUrl = await emptyDatabaseUrl();
  const database = await opened(await openDatabase({ databaseUrl }));
  await migrateDatabase(database);
  await seedDemoRegistry(database.db);
  const bytes = Buffer.concat([Buffer.from('%PDF-1.7\n'), randomBytes(2048)]);
  const storageKey = `companyDocument/${randomUUID()}`;
  await createFolderStorage(uploadsDir).put(storageKey, bytes);
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
  return { database, databaseUrl, storageKey, bytes };
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

describe(`backup and restore (${serverUrl ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('restores the demo registry into an empty one: same counts, chain head and upload bytes, all checks pass', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    const manifest = await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      uploadsDir: sourceUploads,
      target: backup,
    });
    expect(manifest.database).toBe(serverUrl ? 'postgres' : 'pglite');
    expect(manifest.events.count).toBeGreaterThan(0);
    expect(manifest.migration.last).toMatch(/^\d{4}_/);
    expect(manifest.uploads).toEqual({ count: 1, bytes: source.bytes.length });

    const targetUploads = path.join(await temporaryFolder(), 'uploads');
    const restored = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: targetUploads,
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
      uploadsDir: sourceUploads,
      target: backup,
    });

    if (serverUrl) {
      const restore = restoreBackup({
        source: backup,
        databaseUrl: source.databaseUrl,
        uploadsDir: await temporaryFolder(),
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
      restoreBackup({ source: backup, databaseUrl: await emptyDatabaseUrl(), uploadsDir }),
    ).rejects.toThrow(/uploads folder .* is not empty/);
  });

  it('reports an upload whose bytes changed after the backup was written', async () => {
    const sourceUploads = await temporaryFolder();
    const source = await seededRegistry(sourceUploads);
    const backup = path.join(await temporaryFolder(), 'backup');
    await writeBackup({
      database: source.database,
      databaseUrl: source.databaseUrl,
      uploadsDir: sourceUploads,
      target: backup,
    });
    await writeFile(path.join(backup, 'uploads', source.storageKey), 'tampered');

    const restored = await restoreBackup({
      source: backup,
      databaseUrl: await emptyDatabaseUrl(),
      uploadsDir: path.join(await temporaryFolder(), 'uploads'),
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
});
