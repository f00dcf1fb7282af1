import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { trustedAccounts, unitBlocks, users } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import { publishPublicEvents } from '../../src/services/public-log/publish-public-events';
import {
  PEOPLE,
  blockOf,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from './ledger-helpers';

async function childrenOf(app: TestApp, parentId: string) {
  return app.database.db.select().from(unitBlocks).where(eq(unitBlocks.parentId, parentId));
}

describe('Unit operations: blocks never change volume, every operation supersedes and creates children', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  it('transfer 30 of 100 to another company -> signed -> accepted: 70 stays, 30 arrives', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '30',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const action = started.json();
    expect(action).toMatchObject({ type: 'Transfer', status: 'pendingSignature', volume: '30.000' });
    const lifetime = new Date(action.expiresAt).getTime() - new Date(action.createdAt).getTime();
    expect(Math.abs(lifetime - 72 * 3_600_000)).toBeLessThan(5_000);
    expect(await blockOf(app, blockId)).toMatchObject({ reservedVolume: '30.000', status: 'active' });
    await expectLedgerSound(app);

    const pending = await call(
      app,
      PEOPLE.nordicApprover,
      'GET',
      `/api/actions/pending?companyId=${ledger.nordic}`,
    );
    expect(pending.json().pendingSignature.processes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: action.id, sendingAccountId: ledger.nordicFuel }),
      ]),
    );
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/sign`);
    expect(signed.json().status).toBe('pendingAcceptance');

    const counts = await call(
      app,
      PEOPLE.skyApprover,
      'GET',
      `/api/actions/pending-count?companyId=${ledger.skyWays}`,
    );
    expect(counts.json().pendingAcceptanceCount).toBeGreaterThanOrEqual(1);
    const incoming = await call(
      app,
      PEOPLE.skyApprover,
      'GET',
      `/api/actions/pending?companyId=${ledger.skyWays}`,
    );
    expect(incoming.json().pendingAcceptance.processes).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ id: action.id, receivingAccountId: ledger.skyPortfolio }),
      ]),
    );
    // The sender cannot accept on the receiver's behalf.
    expect(
      (await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${action.id}/accept`)).statusCode,
    ).toBe(403);
    const accepted = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${action.id}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json().status).toBe('completed');

    expect(await blockOf(app, blockId)).toMatchObject({ status: 'superseded', reservedVolume: '0.000' });
    const children = await childrenOf(app, blockId);
    expect(children.map((c) => [c.accountId, c.volume]).sort()).toEqual(
      [
        [ledger.nordicFuel, '70.000'],
        [ledger.skyPortfolio, '30.000'],
      ].sort(),
    );
    await expectLedgerSound(app);

    const received = children.find((c) => c.accountId === ledger.skyPortfolio)!;
    const view = await call(app, PEOPLE.skyInitiator, 'GET', `/api/units/${received.id}`);
    expect(view.statusCode, view.body).toBe(200);
    expect(view.json()).toMatchObject({ uniqueCompanies: 2, volume: '30.000', freeVolume: '30.000' });
    expect(
      view
        .json()
        .holders.map((h: { accountId: string }) => h.accountId)
        .sort(),
    ).toEqual([ledger.nordicFuel, ledger.skyPortfolio].sort());
    const tree = await call(
      app,
      PEOPLE.skyInitiator,
      'GET',
      `/api/units?accountId=${ledger.skyPortfolio}&mode=tree`,
    );
    const rows: { id: string; parentId: string | null; depth: number }[] = tree.json().items;
    // The receiver's tree holds what it may open (decision 092): its 30, not Nordic's parent or its 70.
    expect(rows.find((row) => row.id === blockId)).toBeUndefined();
    expect(rows.filter((row) => row.parentId === blockId)).toHaveLength(1);
  });

  it('a transfer to an account that trusts the sender completes on the last signature', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '50');
    const [rep] = await app.database.db.select().from(users).where(eq(users.email, 'rep@skyways.example'));
    await app.database.db
      .insert(trustedAccounts)
      .values({ accountId: ledger.skyPortfolio, trustedAccountId: ledger.nordicFuel, createdBy: rep!.id });
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '50',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    const [child] = await childrenOf(app, blockId);
    expect(child).toMatchObject({ accountId: ledger.skyPortfolio, volume: '50.000', status: 'active' });
    await app.database.db.delete(trustedAccounts).where(eq(trustedAccounts.accountId, ledger.skyPortfolio));
    await expectLedgerSound(app);
  });

  it('split 30 of 100 -> 30 + 70 in the same account', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '30',
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    const children = await childrenOf(app, blockId);
    expect(children.map((c) => c.volume).sort()).toEqual(['30.000', '70.000']);
    expect(children.every((c) => c.accountId === ledger.nordicFuel)).toBe(true);
    expect(children.every((c) => /^SAFCA-\d{4}-\d{6}$/.test(c.serial))).toBe(true);
    await expectLedgerSound(app);
  });

  it('claim 30 of 100 with an internal SAFcE beneficiary: 70 active, 30 retired, and the SAFcE appears', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const moved = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '100',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${moved.json().id}/sign`);
    await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${moved.json().id}/accept`);
    const [held] = await childrenOf(app, blockId);

    const started = await call(app, PEOPLE.skyInitiator, 'POST', `/api/units/${held!.id}/claim`, {
      volume: '30',
      accountId: ledger.skyPortfolio,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'GB',
      claimPurpose: 'international',
      complianceRegime: 'not-corsia',
      logisticsProviderBeneficiary: ledger.skyCargo,
      sercClaimBeneficiary: { kind: 'internal', ownerId: ledger.skyCargo },
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'travel@acme.example' },
    });
    expect(started.statusCode, started.body).toBe(201);
    const signed = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('completed');

    const children = await childrenOf(app, held!.id);
    const retired = children.find((c) => c.status === 'retired')!;
    const rest = children.find((c) => c.status === 'active' && c.unitType === 'SAFcA')!;
    expect(rest).toMatchObject({ volume: '70.000', accountId: ledger.skyPortfolio, category: 2 });
    expect(retired).toMatchObject({ volume: '30.000', category: 3 });
    expect(retired.retiredAt).toBeInstanceOf(Date);
    expect(retired.claim).toMatchObject({ retirementCountry: 'GB', claimPurpose: 'international' });
    const [safce] = await childrenOf(app, retired.id);
    expect(safce).toMatchObject({
      unitType: 'SAFcE',
      accountId: ledger.skyCargo,
      volume: '30.000',
      category: 3,
    });
    expect(safce?.typeCode).toMatch(/^SAFcE-[ABC]3-VAL$/);
    await expectLedgerSound(app);

    // The table is published (decision 110): the publishing job has run once the claim's events are sealed.
    await publishPublicEvents(app.database.db, await app.logSigner());
    const retirements = await app.inject({ method: 'GET', url: '/api/public/retirements' });
    expect(retirements.json().items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          serial: retired.serial,
          logisticsProviderName: 'SkyWays Airlines Ltd',
          safceBeneficiaryName: 'SkyWays Airlines Ltd',
        }),
      ]),
    );
    const csv = await app.inject({ method: 'POST', url: '/api/public/export', payload: {} });
    expect(csv.headers['content-type']).toMatch(/text\/csv/);
    expect(csv.body).toContain(retired.serial);
  });

  it('a claim on behalf of an air transport provider waits for that provider to accept', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '40');
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/claim`, {
      volume: '40',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
      safcClaimBeneficiary: { kind: 'internal', ownerId: ledger.skyPortfolio },
    });
    expect(started.statusCode, started.body).toBe(201);
    expect(started.json().receivingAccountId).toBe(ledger.skyPortfolio);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('pendingAcceptance');
    const accepted = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${started.json().id}/accept`);
    expect(accepted.json().status).toBe('completed');
    const [retired] = await childrenOf(app, blockId);
    expect(retired).toMatchObject({ status: 'retired', volume: '40.000' });
    await expectLedgerSound(app);
  });

  it('issue-meta unbundles: SAFcE of the volume into the given account, the SAFcA part becomes category 3', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel);
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/issue-meta`, {
      volume: '25.5',
      accountId: ledger.nordicTrading,
    });
    expect(started.statusCode, started.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${started.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    const children = await childrenOf(app, blockId);
    const part = children.find((c) => c.category === 3)!;
    const rest = children.find((c) => c.category === 2)!;
    expect(part).toMatchObject({ volume: '25.500', unitType: 'SAFcA', accountId: ledger.nordicFuel });
    expect(part.typeCode).toMatch(/^SAFcA-[ABC]3-VAL$/);
    expect(rest).toMatchObject({ volume: '74.500' });
    const [safce] = await childrenOf(app, part.id);
    expect(safce).toMatchObject({ unitType: 'SAFcE', accountId: ledger.nordicTrading, volume: '25.500' });
    // Category 3 units carry SAFcE already: no second unbundling.
    const again = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${part.id}/issue-meta`, {
      volume: '1',
      accountId: ledger.nordicTrading,
    });
    expect(again.statusCode).toBe(422);
    await expectLedgerSound(app);
  });

  it('category-1 (compliance) units cannot be split or unbundled; they are retired whole', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '20', ['Refuel EU *']);
    expect(await blockOf(app, blockId)).toMatchObject({ category: 1 });
    const split = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '5',
      accountId: ledger.nordicFuel,
    });
    expect(split.statusCode).toBe(422);
    const meta = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/issue-meta`, {
      volume: '5',
      accountId: ledger.nordicTrading,
    });
    expect(meta.statusCode).toBe(422);
    const partial = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/claim`, {
      volume: '5',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
    });
    expect(partial.statusCode).toBe(422);
    const whole = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/claim`, {
      volume: '20',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
    });
    expect(whole.statusCode, whole.body).toBe(201);
    await expectLedgerSound(app);
  });

  it('reject and cancel release the reservation', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const first = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '4',
      accountId: ledger.nordicFuel,
    });
    const second = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '5',
      accountId: ledger.nordicFuel,
    });
    expect(await blockOf(app, blockId)).toMatchObject({ reservedVolume: '9.000' });
    // The web sends no body when there is no comment.
    const rejected = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${first.json().id}/reject`);
    expect(rejected.json(), rejected.body).toMatchObject({ status: 'rejected' });
    const notYours = await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${second.json().id}/cancel`,
    );
    expect(notYours.statusCode).toBe(403);
    const cancelled = await call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/actions/${second.json().id}/cancel`,
    );
    expect(cancelled.json().status).toBe('cancelled');
    expect(await blockOf(app, blockId)).toMatchObject({ reservedVolume: '0.000', status: 'active' });
    await expectLedgerSound(app);
  });

  it('a completed operation hands the other pending reservations on to the rest', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const first = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '4',
      accountId: ledger.nordicFuel,
    });
    const second = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '5',
      accountId: ledger.nordicFuel,
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${first.json().id}/sign`);
    await expectLedgerSound(app);
    const done = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${second.json().id}/sign`);
    expect(done.json().status).toBe('completed');
    await expectLedgerSound(app);
  });
});
