import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

// Issue 12: the SAFcE unit page names its originating SAFcA and the SAFcA page lists the SAFcE issued from
// it; a unit another company holds is named by its public serial and not opened (viewable: false).

describe('unbundling links between SAFcA and SAFcE unit views', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  async function unbundle(blockId: string, volume: string, accountId: string) {
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/issue-meta`, {
      volume,
      accountId,
    });
    expect(started.statusCode, started.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    const [part] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(
        and(eq(unitBlocks.parentId, blockId), eq(unitBlocks.category, 3), eq(unitBlocks.unitType, 'SAFcA')),
      );
    const [safce] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(and(eq(unitBlocks.parentId, part!.id), eq(unitBlocks.unitType, 'SAFcE')));
    return { part: part!, safce: safce! };
  }

  it('names the origin and lists the SAFcE, through the blocks made from the SAFcA', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const first = await unbundle(blockId, '25.5', ledger.nordicTrading);

    const safceView = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${first.safce.id}`);
    expect(safceView.statusCode, safceView.body).toBe(200);
    expect(safceView.json()).toMatchObject({
      unitType: 'SAFcE',
      originSafca: { id: first.part.id, serial: first.part.serial, volume: '25.500', viewable: true },
      safceIssued: [],
    });

    // The rest of the SAFcA is unbundled again: the original block lists both SAFcE, oldest first.
    const [rest] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(and(eq(unitBlocks.parentId, blockId), eq(unitBlocks.category, 2)));
    const second = await unbundle(rest!.id, '10', ledger.nordicTrading);
    const original = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${blockId}`);
    expect(original.json()).toMatchObject({ originSafca: null });
    expect(original.json().safceIssued.map((unit: { serial: string }) => unit.serial)).toEqual([
      first.safce.serial,
      second.safce.serial,
    ]);
    const part = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${second.part.id}`);
    expect(part.json().safceIssued).toEqual([
      { id: second.safce.id, serial: second.safce.serial, volume: '10.000', viewable: true },
    ]);
  });

  it("a SAFcE held by another company is named, not opened, and the SAFcE holder sees the SAFcA's serial only", async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const { part, safce } = await unbundle(blockId, '5', ledger.skyPortfolio);
    const nordicView = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${blockId}`);
    expect(nordicView.json().safceIssued).toEqual([
      { id: safce.id, serial: safce.serial, volume: '5.000', viewable: false },
    ]);
    const skyView = await call(app, PEOPLE.skyInitiator, 'GET', `/api/units/${safce.id}`);
    expect(skyView.statusCode, skyView.body).toBe(200);
    expect(skyView.json().originSafca).toEqual({
      id: part.id,
      serial: part.serial,
      volume: '5.000',
      viewable: false,
    });
  });
});
