import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { requests, unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  issueForm,
  submitIssue,
  type DemoLedger,
} from '../ledger/ledger-helpers';

describe('Holdings, the unit note and the IssueApprovalRequest', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('lists an account’s blocks with free volume, filtered by type, status and search', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '12.345');
    const [block] = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.id, blockId));
    const list = await call(
      app,
      PEOPLE.nordicReadOnly,
      'GET',
      `/api/units?accountId=${ledger.nordicFuel}&unitType=SAFcA&search=${block!.serial}`,
    );
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json()).toMatchObject({
      mode: 'single',
      // Its issuance gave no neat volume: the forms spec's default density (issue 12, decision 049).
      items: [{ id: blockId, volume: '12.345', freeVolume: '12.345', status: 'active', density: '0.8' }],
    });
    const retired = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/units?accountId=${ledger.skyPortfolio}&status=retired`,
    );
    expect(retired.json().items.every((unit: { status: string }) => unit.status === 'retired')).toBe(true);
    // The demo issuances give their neat volume (at 0.78 t/m3): each block carries its issuance's density.
    expect(retired.json().items.map((unit: { density: string }) => unit.density)).toContain('0.780000');
    const foreign = await call(app, PEOPLE.skyInitiator, 'GET', `/api/units?accountId=${ledger.nordicFuel}`);
    expect(foreign.statusCode).toBe(403);
  });

  it("shows CORSIA's emissions reduction of the block itself beside the whole issuance's", async () => {
    // The demo's SAFCA-2026-000006: 350 t of a 1,000 t ISCC CORSIA issuance with a certified LCA (LS) of 13.9 g.
    const [block] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.serial, 'SAFCA-2026-000006'));
    const view = await call(app, PEOPLE.nordicReadOnly, 'GET', `/api/units/${block!.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json().volume).toBe('350.000');
    // ER = FCF x MS x (1 - LS/LC) = 3.16 x 350 x (1 - 13.9/89) = 1,106 x 0.843820... = 933.265 t CO2
    expect(view.json().corsiaEmissionsReduction).toBe('933.265');
    // The whole issuance: 3.16 x 1,000 x 0.843820... = 2,666.472 t CO2
    expect(view.json().results.corsiaEmissionsReductionTonnes).toBe('2666.472');
  });

  it('sets and clears the internal note (SetComment); a read-only member may not', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '3');
    const set = await call(app, PEOPLE.nordicInitiator, 'PATCH', `/api/units/${blockId}/comment`, {
      comment: 'For the Oslo contract',
    });
    expect(set.statusCode, set.body).toBe(204);
    const view = await call(app, PEOPLE.nordicReadOnly, 'GET', `/api/units/${blockId}`);
    expect(view.json().comment).toBe('For the Oslo contract');
    const refused = await call(app, PEOPLE.nordicReadOnly, 'PATCH', `/api/units/${blockId}/comment`, {
      comment: 'x',
    });
    expect(refused.statusCode).toBe(403);
    await call(app, PEOPLE.nordicInitiator, 'PATCH', `/api/units/${blockId}/comment`, { comment: null });
    expect(
      (await call(app, PEOPLE.nordicReadOnly, 'GET', `/api/units/${blockId}`)).json().comment,
    ).toBeNull();
  });

  it('approving the IssueApprovalRequest through /api/requests does what /api/actions/{id}/approve does', async () => {
    const submitted = await submitIssue(
      app,
      PEOPLE.nordicInitiator,
      issueForm(ledger.nordicFuel, { quantityMT: '7' }),
    );
    const { issuanceId, action } = submitted.json();
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    const [request] = await app.database.db
      .select()
      .from(requests)
      .where(eq(requests.issuanceId, issuanceId));
    const approved = await call(app, PEOPLE.admin, 'POST', `/api/requests/${request!.id}/approve`, {});
    expect(approved.statusCode, approved.body).toBe(200);
    const [block] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.issuanceId, issuanceId));
    expect(block).toMatchObject({ volume: '7.000', status: 'active', accountId: ledger.nordicFuel });
    const detail = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/actions/${action.id}`);
    expect(detail.json().status).toBe('completed');
    const verified = await call(app, PEOPLE.admin, 'GET', '/api/logs/verify');
    expect(verified.json().ok).toBe(true);
    await expectLedgerSound(app);
  });
});
