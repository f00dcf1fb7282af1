import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestApp } from '../helpers/app';
import { PEOPLE, call, demoLedger, issueBlock, type DemoLedger } from '../ledger/ledger-helpers';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';

describe('Public unit page of a claimed unit: the logistics provider named, no e-mail addresses', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('names the claim logistics provider and shows an outside beneficiary by name only', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const moved = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '100',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${moved.json().id}/sign`);
    await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${moved.json().id}/accept`);
    const held = await call(app, PEOPLE.skyInitiator, 'GET', `/api/units?accountId=${ledger.skyPortfolio}`);
    const received = held
      .json()
      .items.find(
        (unit: { accountId: string; volume: string; parentId: string | null }) =>
          unit.accountId === ledger.skyPortfolio && unit.volume === '100.000' && unit.parentId === blockId,
      );
    expect(received).toBeDefined();

    const claim = await call(app, PEOPLE.skyInitiator, 'POST', `/api/units/${received.id}/claim`, {
      volume: '100',
      accountId: ledger.skyPortfolio,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'GB',
      claimPurpose: 'international',
      logisticsProviderBeneficiary: ledger.skyCargo,
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'travel@acme.example' },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const signed = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
    expect(signed.json().status).toBe('completed');

    // The table is published (decision 110): the publishing job has run once the claim's events are sealed.
    await publishPublicEvents(app.database.db, await app.logSigner());
    const retirements = await app.inject({ method: 'GET', url: '/api/public/retirements?limit=100' });
    const row = retirements
      .json()
      .items.find(
        (item: { airTransportProviderBeneficiaryName: string | null }) =>
          item.airTransportProviderBeneficiaryName === 'Acme Travel',
      );
    expect(row).toMatchObject({
      logisticsProviderName: 'SkyWays Airlines Ltd',
      fuelProducingCompanyName: expect.any(String),
    });

    const unit = await app.inject({ method: 'GET', url: `/api/public/units/${row.serial}` });
    expect(unit.statusCode, unit.body).toBe(200);
    expect(unit.json()).toMatchObject({
      status: 'retired',
      // Nordic issued it, SkyWays received and claimed it: two companies, two accounts, never named.
      custody: { companies: 2, accounts: 2 },
      claim: {
        claimant: 'SkyWays Airlines Ltd',
        logisticsProvider: 'SkyWays Airlines Ltd',
        airTransportProviderBeneficiary: 'Acme Travel',
        safceBeneficiary: null,
      },
    });
    expect(unit.body).not.toContain('travel@acme.example');
    const byId = await app.inject({ method: 'GET', url: `/api/public/unit/${row.id}` });
    expect(byId.json()).toEqual(unit.json());
  });
});
