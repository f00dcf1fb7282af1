import { and, eq } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, events, signatures } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from './ledger-helpers';

const serverUrl = process.env.DATABASE_URL;

// A keyed call whose transaction PostgreSQL aborts as a deadlock's victim is run again by the API from its
// claim (db/transient-retry.ts): the client gets the signature, recorded once, not a 409. The deadlock is a
// real one: another connection holds the action the sign wants, then asks for the block the sign holds.
// PGlite has one connection, so no deadlock can happen there.
describe.skipIf(!serverUrl)('a sign that loses a deadlock is run again inside the API (PostgreSQL)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let other: pg.Client;
  const logged: { msg?: string; race?: string; nextAttempt?: number }[] = [];
  beforeAll(async () => {
    const logger = pino({ level: 'warn' }, { write: (line: string) => logged.push(JSON.parse(line)) });
    app = await build({ logger });
    ledger = await demoLedger(app);
    other = new pg.Client({ connectionString: app.database.pool!.options.connectionString });
    await other.connect();
  });
  afterAll(async () => {
    await other.end();
    await app.close();
  });

  async function untilTheSignWaits(): Promise<void> {
    for (let poll = 0; poll < 200; poll += 1) {
      // Waiting for this connection's lock, not any lock: a background job of the app waiting on a row of its
      // own once let the test go on before the sign waited, and this connection became the victim.
      const { rows } = await other.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
          where datname = current_database() and pg_backend_pid() = any(pg_blocking_pids(pid))`,
      );
      if (rows[0]!.waiting > 0) return;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    throw new Error('the sign never waited for the action');
  }

  it('answers 200 with one signature and one ActionSigned event', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '1',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const actionId = started.json().id as string;

    // The sign locks the block, then waits for the action held here; asking here for the block then closes
    // the cycle. The sign waited first, so its deadlock check (deadlock_timeout after it began waiting) runs
    // first and makes it the victim.
    await other.query('begin');
    // This side looks for a deadlock only after 10 s, the sign after PostgreSQL's 1 s: on a loaded machine the
    // sign's check could otherwise come second, and this side would be the victim.
    await other.query("set local deadlock_timeout = '10s'");
    await other.query('select id from actions where id = $1 for update', [actionId]);
    const key = 'sign-that-loses-a-deadlock';
    const loggedBefore = logged.length;
    const signing = call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`, undefined, {
      'idempotency-key': key,
    });
    await untilTheSignWaits();
    await other.query('select id from unit_blocks where id = $1 for update', [blockId]);
    await other.query('commit');

    const signed = await signing;
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json()).toMatchObject({ id: actionId, status: 'pendingAcceptance' });
    // PostgreSQL made the sign the deadlock's victim (40P01) once, and the API ran it again. Read from the
    // app's log rather than pg_stat_database: that counts the whole database's deadlocks and shows a
    // backend's only when it next reports, so a race the set-up lost could land in this test's count.
    const retries = logged
      .slice(loggedBefore)
      .filter((line) => line.msg === 'The call lost a race and runs again');
    expect(retries).toMatchObject([{ race: 'deadlock', nextAttempt: 2 }]);

    const db = app.database.db;
    expect(await db.select().from(signatures).where(eq(signatures.actionId, actionId))).toHaveLength(1);
    const signedEvents = await db
      .select()
      .from(events)
      .where(and(eq(events.entityId, actionId), eq(events.type, 'ActionSigned')));
    expect(signedEvents).toHaveLength(1);
    const [action] = await db.select().from(actions).where(eq(actions.id, actionId));
    expect(action?.status).toBe('pendingAcceptance');

    // The same key again: the stored answer, nothing run twice.
    const replayed = await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${actionId}/sign`,
      undefined,
      {
        'idempotency-key': key,
      },
    );
    expect(replayed.headers['idempotent-replayed']).toBe('true');
    expect(replayed.json()).toEqual(signed.json());
  });
});
