import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema';
import { build, injectAs, type TestApp } from '../helpers/app';
import { PEOPLE, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

// Issue 15 §7: a list that has a limit says so in its answer. The counterparty list holds the first 500
// accounts by name and the total, so a client knows to narrow its search instead of missing the rest.

describe('the counterparty list over its limit', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    await app.database.db.insert(accounts).values(
      Array.from({ length: 520 }, (_, index) => ({
        companyId: ledger.skyWays,
        name: `Bulk ${String(index).padStart(3, '0')}`,
        type: 'generalHoldingAccount' as const,
        status: 'active' as const,
      })),
    );
  });
  afterAll(() => app.close());

  it('answers the first 500 by name and how many match in all', async () => {
    const response = await injectAs(app, PEOPLE.nordicInitiator, {
      method: 'GET',
      url: `/api/account/to-transfer?accountId=${ledger.nordicFuel}`,
    });
    expect(response.statusCode, response.body).toBe(200);
    const { items, total } = response.json<{ items: { name: string }[]; total: number }>();
    expect(items).toHaveLength(500);
    expect(total).toBeGreaterThan(520);
    const searched = await injectAs(app, PEOPLE.nordicInitiator, {
      method: 'GET',
      url: `/api/account/to-transfer?accountId=${ledger.nordicFuel}&search=Bulk%2051`,
    });
    expect(searched.json()).toMatchObject({ total: 10 });
    expect(searched.json().items).toHaveLength(10);
  });
});
