import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/query-rows';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

describe('GET /api/logs and /api/logs/verify: the event log (DESIGN §8)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await issueBlock(app, ledger.nordicFuel, '5');
  });
  afterAll(() => app.close());

  it('every ledger change is logged; company users see only their company’s events', async () => {
    const nordic = await call(app, PEOPLE.nordicInitiator, 'GET', '/api/logs?type=UnitIssued&pageSize=200');
    expect(nordic.statusCode, nordic.body).toBe(200);
    const items = nordic.json().items as { companyId: string; type: string; payload: { serial?: string } }[];
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((item) => item.companyId === ledger.nordic && item.type === 'UnitIssued')).toBe(true);

    const sky = await call(app, PEOPLE.skyInitiator, 'GET', `/api/logs?accountId=${ledger.nordicFuel}`);
    expect(sky.json().items).toEqual([]);
    const all = await call(app, PEOPLE.admin, 'GET', '/api/logs?pageSize=5');
    expect(all.json().items).toHaveLength(5);
    expect(all.json().total).toBeGreaterThan(5);
    const [newest, older] = all.json().items;
    expect(newest.seq).toBeGreaterThan(older.seq);
  });

  it('filters by user and time, paged', async () => {
    const me = await call(app, PEOPLE.admin, 'GET', '/api/users/me');
    const adminId = me.json().id;
    const mine = await call(
      app,
      PEOPLE.admin,
      'GET',
      `/api/logs?userId=${adminId}&from=${new Date(Date.now() - 3_600_000).toISOString()}`,
    );
    expect(mine.json().items.length).toBeGreaterThan(0);
    expect(mine.json().items.every((item: { actorId: string }) => item.actorId === adminId)).toBe(true);
    const future = await call(
      app,
      PEOPLE.admin,
      'GET',
      `/api/logs?from=${new Date(Date.now() + 3_600_000).toISOString()}`,
    );
    expect(future.json()).toMatchObject({ items: [], total: 0 });
    const bad = await call(app, PEOPLE.admin, 'GET', '/api/logs?type=NoSuchEvent');
    expect(bad.statusCode).toBe(400);
  });

  it('verify walks the whole chain for administrators only', async () => {
    const verified = await call(app, PEOPLE.admin, 'GET', '/api/logs/verify');
    expect(verified.json()).toMatchObject({ ok: true, count: expect.any(Number) });
    const refused = await call(app, PEOPLE.nordicRep, 'GET', '/api/logs/verify');
    expect(refused.statusCode).toBe(403);
  });

  // Last: it writes rows past the chain's head, as an older version's database would hold (decision 055).
  it('answers a payload today’s schema refuses as recorded, beside typed ones, never a 500', async () => {
    const db = app.database.db;
    const [head] = await queryRows<{ seq: number }>(
      db,
      sql`select coalesce(max(seq), 0)::int as seq from events`,
    );
    const seq = head!.seq;
    const closed = async (at: number, payload: object) =>
      db.execute(sql`insert into events (seq, at, company_id, entity_type, entity_id, type, payload, prev_hash, hash)
        values (${seq + at}, date_trunc('milliseconds', now()), ${ledger.nordic}, 'company', ${ledger.nordic},
                'CompanyClosed', ${JSON.stringify(payload)}::jsonb, 'x', ${`test-${at}`})`);
    // Before decision 038 an approved CompanyCloseRequest wrote {status, requestId}; now {previousStatus, requestId}.
    await closed(1000, { status: 'closed', requestId: '5b0c1c63-5f6f-4c8e-9d55-0c6f0b7f9a11' });
    await closed(1001, { previousStatus: 'active', requestId: null });
    const logged = await call(app, PEOPLE.admin, 'GET', '/api/logs?type=CompanyClosed&pageSize=2');
    expect(logged.statusCode, logged.body).toBe(200);
    const [current, old] = logged.json().items;
    expect(current).toMatchObject({
      type: 'CompanyClosed',
      payloadFits: true,
      payload: { previousStatus: 'active', requestId: null },
    });
    expect(current).not.toHaveProperty('payloadProblem');
    expect(old).toMatchObject({
      type: 'CompanyClosed',
      payloadFits: false,
      payload: { status: 'closed', requestId: '5b0c1c63-5f6f-4c8e-9d55-0c6f0b7f9a11' },
    });
    expect(old.payloadProblem).toMatch(/Unrecognized key: "status"/);
    expect(old.payloadProblem).toMatch(/at previousStatus/);
    const issued = await call(app, PEOPLE.admin, 'GET', '/api/logs?type=UnitIssued&pageSize=1');
    expect(issued.json().items[0]).toMatchObject({
      payloadFits: true,
      payload: { serial: expect.any(String) },
    });
  });
});
