import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, type DemoLedger } from '../ledger/ledger-helpers';

// Platform spec §3 "Unit": beneficiaries (air transport provider, end user, logistics provider) and their
// claim beneficiary company names, on the signed-in unit view as on the public one.
describe('The unit view of a claimed unit', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('names the claim beneficiaries and the logistics provider company', async () => {
    const [retired] = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.status, 'retired'), eq(unitBlocks.accountId, ledger.skyPortfolio)));
    for (const person of [PEOPLE.admin, PEOPLE.skyInitiator]) {
      const view = await call(app, person, 'GET', `/api/units/${retired!.id}`);
      expect(view.statusCode, view.body).toBe(200);
      const unit = view.json();
      expect(unit.claim.safcClaimBeneficiary).toMatchObject({
        kind: 'internal',
        accountId: ledger.skyPortfolio,
        companyName: 'SkyWays Airlines Ltd',
      });
      expect(unit.claim.sercClaimBeneficiary).toMatchObject({
        kind: 'internal',
        accountId: ledger.skyCargo,
        companyName: 'SkyWays Airlines Ltd',
      });
      expect(unit.logisticsProviderName).toBe('SkyWays Airlines Ltd');
    }
  });
});
