import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, expectLedgerSound, type DemoLedger } from '../ledger/ledger-helpers';

// Decision 019: the receiving account accepts an incoming transfer through any member who acts for it
// (full access, initiator or approver), not its read-only member and not the administrator. The demo's
// SkyWays initiator "accepts incoming transfers" (README), which answered 403 while accept was checked as Sign.

describe('who accepts an incoming transfer (decision 019)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let incoming: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // The demo's 100 t from Nordic waiting for SkyWays.
    const [pending] = await app.database.db
      .select({ id: actions.id })
      .from(actions)
      .where(
        and(eq(actions.status, 'pendingAcceptance'), eq(actions.receivingAccountId, ledger.skyPortfolio)),
      );
    incoming = pending!.id;
  });
  afterAll(() => app.close());

  it("the sender and the administrator cannot accept on the receiving account's behalf", async () => {
    for (const who of [PEOPLE.nordicApprover, PEOPLE.nordicInitiator, PEOPLE.admin]) {
      const response = await call(app, who, 'POST', `/api/actions/${incoming}/accept`);
      expect([403, 404], `${who}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it("the receiving account's initiator finds it awaiting acceptance and accepts it", async () => {
    const pending = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/actions/pending?companyId=${ledger.skyWays}`,
    );
    expect(pending.json().pendingAcceptance.processes).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: incoming })]),
    );
    // The list says how many there are, beyond the 200 it holds at most.
    expect(pending.json().pendingAcceptance.total).toBe(pending.json().pendingAcceptance.processes.length);
    const accepted = await call(app, PEOPLE.skyInitiator, 'POST', `/api/actions/${incoming}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('completed');
    await expectLedgerSound(app);
  });
});
