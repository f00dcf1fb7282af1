import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

// Issue 39: GET /api/units?mode=tree showed the blocks of other companies in a chain of custody (their free and
// reserved volume, internal note, claim beneficiaries, private names) that GET /api/units/{id} refuses with
// 403, to a read-only member too. The tree shows only blocks the caller may open (docs/decisions/092).

interface TreeItem {
  id: string;
  companyId: string;
  comment: string | null;
}

describe('the chain of custody shows only the blocks the caller may open', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  const tree = async (email: string, accountId?: string): Promise<TreeItem[]> => {
    const query = accountId ? `&accountId=${accountId}` : '';
    const response = await call(app, email, 'GET', `/api/units?mode=tree&limit=1000${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<{ items: TreeItem[] }>().items;
  };

  it("the demo's chains cross companies: a Nordic block went to SkyWays", async () => {
    const everything = await tree(PEOPLE.admin);
    const companiesOf = new Set(everything.map((item) => item.companyId));
    expect(companiesOf).toContain(ledger.nordic);
    expect(companiesOf).toContain(ledger.skyWays);
  });

  it.each([
    ['a read-only member of Nordic', PEOPLE.nordicReadOnly, 'nordic'],
    ['an initiator of SkyWays', PEOPLE.skyInitiator, 'skyWays'],
  ] as const)(
    '%s: every block of the tree opens (no 403), none of another company',
    async (_who, email, own) => {
      const items = await tree(email);
      expect(items.length).toBeGreaterThan(0);
      expect(items.filter((item) => item.companyId !== ledger[own])).toEqual([]);
      for (const item of items) {
        const page = await call(app, email, 'GET', `/api/units/${item.id}`);
        expect(page.statusCode, `${item.id}: ${page.body.slice(0, 200)}`).toBe(200);
      }
    },
  );

  it("an administrator's tree still holds every company's blocks of a chain", async () => {
    const items = await tree(PEOPLE.admin, ledger.skyPortfolio);
    expect(new Set(items.map((item) => item.companyId)).size).toBeGreaterThan(1);
  });
});
