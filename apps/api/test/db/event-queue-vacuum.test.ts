import { sql } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client';
import { queryRows } from '../../src/db/query-rows';
import { eventTransaction, recordEvents, type NewEvent } from '../../src/services/events/record-events';
import { vacuumEventQueue } from '../../src/services/events/seal-events';
import { verifyEventChain } from '../../src/services/events/verify-event-chain';
import { createTestDatabase } from '../helpers/database';

const serverUrl = process.env.DATABASE_URL;

const userUpdated = (entityId: string): NewEvent => ({
  type: 'UserUpdated',
  entityType: 'user',
  entityId,
  payload: { changes: { note: 'x'.repeat(200) } },
});

// Issue 13: every ledger call inserts into the event queue and every seal deletes from it, and each seal scans
// it. The sealing job vacuums it every second (vacuumEventQueue), so the dead rows the seals leave do not pile
// up between autovacuum's visits, a minute apart.
describe.skipIf(!serverUrl)('the event queue after its seals (PostgreSQL)', () => {
  let database: Database;
  beforeEach(async () => {
    database = await createTestDatabase();
  });
  afterEach(async () => {
    await database.close();
  });

  const queuePages = async () =>
    (
      await queryRows<{ pages: number }>(
        database.db,
        sql`select (pg_relation_size('event_queue') / current_setting('block_size')::int)::int as pages`,
      )
    )[0]!.pages;

  const queueCalls = async (calls: number) => {
    for (let call = 0; call < calls; call += 1) {
      await eventTransaction(database.db, (tx) =>
        recordEvents(
          tx,
          Array.from({ length: 10 }, (_, index) => userUpdated(`user-${call}-${index}`)),
        ),
      );
    }
  };

  it('is vacuumed so that the next calls reuse its pages instead of adding more', async () => {
    // Autovacuum off, so the vacuum measured is the job's (SKIP_LOCKED: it steps aside for a running one).
    await database.db.execute(sql`alter table event_queue set (autovacuum_enabled = false)`);
    await queueCalls(200);
    // Every call's events were sealed after its commit: the queue holds only dead rows, many pages of them.
    expect(await queryRows(database.db, sql`select 1 from event_queue`)).toEqual([]);
    const pages = await queuePages();
    expect(pages).toBeGreaterThan(10);

    // The vacuum leaves the file as long as it is (TRUNCATE false: no ACCESS EXCLUSIVE lock in the calls'
    // way) but its pages free: as many calls again fit in them. Unvacuumed, the queue doubles (73 pages to
    // 146, the test below); vacuumed, it stays at 73 alone. Beside other work on the same server the same
    // 2,000 rows take more pages whether vacuumed or not (81-83 in the first round with pgbench and databases
    // created beside it, the vacuum leaving no dead row), so when the load changes between the rounds the
    // second can need a few pages more than the first (74 to 83 in CI's run of 2026-11-28 20:05). The test
    // asks for less than half the growth an unvacuumed queue shows: what it is there to catch is the doubling.
    await vacuumEventQueue(database.db);
    await queueCalls(200);
    expect(await queuePages()).toBeLessThan(pages + pages / 2);
    expect(await verifyEventChain(database.db)).toEqual({ ok: true, count: 4000 });
  });

  it('grows with every call while nothing vacuums it (what the test above would catch)', async () => {
    await database.db.execute(sql`alter table event_queue set (autovacuum_enabled = false)`);
    await queueCalls(200);
    const pages = await queuePages();
    await queueCalls(200);
    expect(await queuePages()).toBeGreaterThan(pages + 10);
  });
});
