import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, gt, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { unitBlocks } from '../../src/db/schema';
import { restoreBackup } from '../../src/ops/restore-backup';
import { writeBackup } from '../../src/ops/write-backup';
import { build, type TestApp } from '../helpers/app';
import {
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  PEOPLE,
  type DemoLedger,
} from '../ledger/ledger-helpers';

// Decision 030: on PostgreSQL the backup reads the manifest, the upload list and pg_dump's data in one
// snapshot, so the registry keeps taking writes meanwhile. Here splits are started and signed (blocks
// superseded, reservations, actions, queued and chained events) without pause while the backup is written;
// the restored registry must verify its hash chain up to the manifest's head and hold the ledger invariants.
const serverUrl = process.env.DATABASE_URL;
const WRITERS = 3;

describe.runIf(serverUrl)('a backup taken while the registry takes writes (PostgreSQL)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let folder: string;
  const cleanups: (() => Promise<void>)[] = [];

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    folder = await mkdtemp(path.join(tmpdir(), 'safc-backup-writes-'));
  }, 120_000);

  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    await app?.close();
    await rm(folder, { recursive: true, force: true });
  });

  /** Splits a little off an active block of Nordic's account and signs it, again and again, until stopped. */
  async function writeUntil(stopped: () => boolean): Promise<number> {
    let completed = 0;
    while (!stopped()) {
      const blocks = await app.database.db
        .select({ id: unitBlocks.id })
        .from(unitBlocks)
        .where(
          and(
            eq(unitBlocks.accountId, ledger.nordicFuel),
            eq(unitBlocks.status, 'active'),
            gt(unitBlocks.volume, '1'),
          ),
        );
      const block = blocks[Math.floor(Math.random() * blocks.length)];
      if (!block) throw new Error('no active block left to split');
      const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${block.id}/split`, {
        volume: '0.001',
        accountId: ledger.nordicFuel,
      });
      // Another writer may hold the block's volume just now: a refusal changes nothing, try another block.
      if (started.statusCode !== 201) continue;
      const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
      if (signed.statusCode === 200) completed += 1;
    }
    return completed;
  }

  async function eventCount(): Promise<number> {
    const [row] = await queryRows<{ count: number }>(
      app.database.db,
      sql`select count(*)::int as count from events`,
    );
    return row!.count;
  }

  it('restores a registry whose chain verifies to the manifest head and whose ledger invariants hold', async () => {
    for (let i = 0; i < WRITERS; i += 1) await issueBlock(app, ledger.nordicFuel, '1000');
    let stop = false;
    const writers = Array.from({ length: WRITERS }, () => writeUntil(() => stop));
    // Let the writes run before, during and after the backup.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const before = await eventCount();
    const { manifest } = await writeBackup({
      database: app.database,
      databaseUrl: app.database.pool!.options.connectionString,
      storage: app.storage,
      target: path.join(folder, 'backup'),
    });
    const during = await eventCount();
    await new Promise((resolve) => setTimeout(resolve, 1000));
    stop = true;
    const completed = (await Promise.all(writers)).reduce((sum, count) => sum + count, 0);
    const after = await eventCount();

    // The backup landed in the middle of the writes: events were added while and after it was taken.
    expect(completed).toBeGreaterThan(0);
    expect(during).toBeGreaterThan(before);
    expect(after).toBeGreaterThan(manifest.events.count);
    await expectLedgerSound(app);

    const name = `safc_test_restore_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`create database ${name}`);
    cleanups.push(async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    });
    const target = new URL(serverUrl!);
    target.pathname = `/${name}`;
    const restored = await restoreBackup({
      source: path.join(folder, 'backup'),
      databaseUrl: target.toString(),
      uploadsDir: path.join(folder, 'restored-uploads'),
    });
    cleanups.push(() => restored.database.close());

    expect(restored.checks).toEqual([
      expect.objectContaining({ name: 'hash chain', ok: true }),
      expect.objectContaining({ name: 'chain head as backed up', ok: true }),
      expect.objectContaining({ name: 'ledger invariants', ok: true }),
      expect.objectContaining({ name: 'uploads', ok: true }),
    ]);
    const [restoredHead] = await queryRows<{ seq: string; hash: string }>(
      restored.database.db,
      sql`select seq::text as seq, hash from event_chain_head`,
    );
    expect(Number(restoredHead!.seq)).toBe(manifest.events.count);
    expect(restoredHead!.hash).toBe(manifest.events.head);
  }, 180_000);
});
