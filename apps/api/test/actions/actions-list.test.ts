import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';

describe('GET /api/actions: the spec’s columns; administrators all, others their company’s', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let actionId: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    const blockId = await issueBlock(app, ledger.nordicFuel, '9');
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '2',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    actionId = started.json().id;
  });
  afterAll(() => app.close());

  it('an administrator sees every action with sending and receiving account and company, initiator and status', async () => {
    const all = await call(app, PEOPLE.admin, 'GET', '/api/actions?state=pending&type=Transfer');
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          id: actionId,
          type: 'Transfer',
          sendingAccountName: 'Nordic Renewable Fuels - SAF Production',
          sendingCompanyName: 'Nordic Renewable Fuels AS',
          receivingAccountName: 'SkyWays Airlines - SAF Portfolio',
          receivingCompanyName: 'SkyWays Airlines Ltd',
          initiatorName: 'Erik Hansen',
          status: 'pendingSignature',
          requiredActions: expect.stringMatching(/^Signature \(0 of 1\)/),
          createdAt: expect.any(String),
        }),
      ]),
    );
  });

  it('a company user sees the actions their company sends or receives, and one in detail', async () => {
    const sky = await call(app, PEOPLE.skyInitiator, 'GET', '/api/actions');
    expect(sky.json().items.map((a: { id: string }) => a.id)).toContain(actionId);
    const detail = await call(app, PEOPLE.nordicApprover, 'GET', `/api/actions/${actionId}`);
    expect(detail.json()).toMatchObject({ id: actionId, payload: { volume: '2.000' }, signedBy: [] });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
    const signed = await call(app, PEOPLE.nordicApprover, 'GET', `/api/actions/${actionId}`);
    expect(signed.json().signedBy).toEqual([expect.objectContaining({ userName: 'Ingrid Berg' })]);
    const counts = await call(
      app,
      PEOPLE.nordicApprover,
      'GET',
      `/api/actions/pending-count?companyId=${ledger.nordic}`,
    );
    expect(counts.json()).toEqual({
      pendingApprovalCount: expect.any(Number),
      pendingAcceptanceCount: 0,
      pendingSignatureCount: 0,
    });
    const foreign = await call(
      app,
      PEOPLE.nordicApprover,
      'GET',
      `/api/actions/pending-count?companyId=${ledger.skyWays}`,
    );
    expect(foreign.statusCode).toBe(403);
  });
});
