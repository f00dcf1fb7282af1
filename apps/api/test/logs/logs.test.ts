import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
});
