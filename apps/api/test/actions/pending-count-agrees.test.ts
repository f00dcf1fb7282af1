import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

// Platform spec §2 "Notification bell": the bell's count and the place it leads to agree.
describe('The pending count agrees with what the bell leads to', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it.each([
    ['rep@nordicfuels.example', 'nordic'],
    [PEOPLE.nordicInitiator, 'nordic'],
    ['rep@skyways.example', 'skyWays'],
    [PEOPLE.skyInitiator, 'skyWays'],
  ] as const)(
    '%s: awaiting approval counts the processes the pending list gives',
    async (person, company) => {
      const companyId = ledger[company];
      const counts = await call(app, person, 'GET', `/api/actions/pending-count?companyId=${companyId}`);
      const pending = await call(app, person, 'GET', `/api/actions/pending?companyId=${companyId}`);
      expect(counts.statusCode, counts.body).toBe(200);
      const list = pending.json();
      expect(counts.json()).toEqual({
        pendingApprovalCount: list.pendingApproval.processes.length,
        pendingAcceptanceCount: list.pendingAcceptance.processes.length,
        pendingSignatureCount: list.pendingSignature.processes.length,
      });
    },
  );

  it('an administrator: the issuances awaiting approval and the other requests the Actions page lists', async () => {
    const counts = await call(app, PEOPLE.admin, 'GET', '/api/actions/pending-count');
    const awaiting = async (status: string) =>
      (await call(app, PEOPLE.admin, 'GET', `/api/actions?type=Issue&status=${status}&pageSize=100`)).json()
        .total as number;
    const issuances = (await awaiting('pendingApproval')) + (await awaiting('clarificationRequested'));
    const requests = (
      await call(app, PEOPLE.admin, 'GET', '/api/requests?status=pending&pageSize=100')
    ).json().items as { kind: string }[];
    const others = requests.filter((request) => request.kind !== 'IssueApprovalRequest').length;
    expect(others).toBeGreaterThan(0);
    expect(counts.json().pendingApprovalCount).toBe(issuances + others);
  });
});
