import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, events, unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  blockOf,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from './ledger-helpers';

describe('Bad input: each refusal is a clear 4xx and changes nothing', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let blockId: string;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    blockId = await issueBlock(app, ledger.nordicFuel, '10');
  });
  afterAll(() => app.close());

  async function unchanged<T>(run: () => Promise<T>): Promise<T> {
    const before = await app.database.db.select().from(unitBlocks);
    // Ledger events only: a first call as a user signs them in, which is logged too.
    const ledgerEvents = () =>
      app.database.db.$count(events, inArray(events.entityType, ['action', 'unitBlock', 'issuance']));
    const eventsBefore = await ledgerEvents();
    const result = await run();
    expect(await app.database.db.select().from(unitBlocks)).toEqual(before);
    expect(await ledgerEvents()).toBe(eventsBefore);
    await expectLedgerSound(app);
    return result;
  }

  const transfer = (
    id: string,
    volume: string,
    email: string = PEOPLE.nordicInitiator,
    accountId = ledger.nordicFuel,
  ) =>
    call(app, email, 'POST', `/api/units/${id}/transfer`, {
      volume,
      recipientId: ledger.skyPortfolio,
      accountId,
    });

  it('spending more than the free volume: 409 with the free volume', async () => {
    const response = await unchanged(() => transfer(blockId, '10.001'));
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      message: expect.stringMatching(/10\.000 t free, 10\.001 t asked/),
      details: { freeVolume: '10.000' },
    });
  });

  it('a retired or superseded block cannot be spent: 409', async () => {
    const split = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '4',
      accountId: ledger.nordicFuel,
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${split.json().id}/sign`);
    expect(await blockOf(app, blockId)).toMatchObject({ status: 'superseded' });
    const superseded = await unchanged(() => transfer(blockId, '1'));
    expect(superseded.statusCode).toBe(409);
    expect(superseded.json().message).toMatch(/superseded/);

    const [four] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.parentId, blockId))
      .then((rows) => rows.filter((r) => r.volume === '4.000'));
    const claim = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${four!.id}/claim`, {
      volume: '4',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
    const [retired] = await app.database.db
      .select()
      .from(unitBlocks)
      .where(eq(unitBlocks.parentId, four!.id));
    expect(retired?.status).toBe('retired');
    const again = await unchanged(() => transfer(retired!.id, '1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/retired/);
  });

  it("another company's block: 403", async () => {
    const other = await issueBlock(app, ledger.nordicFuel, '5');
    const response = await unchanged(() => transfer(other, '1', PEOPLE.skyInitiator, ledger.skyPortfolio));
    expect([403, 422]).toContain(response.statusCode);
    const asOwnAccount = await unchanged(() => transfer(other, '1', PEOPLE.skyInitiator, ledger.nordicFuel));
    expect(asOwnAccount.statusCode).toBe(403);
  });

  it("a blocked account's block: 403; a blocked company: 403 with reason CompanyBlocked", async () => {
    const held = await issueBlock(app, ledger.nordicFuel, '5');
    await app.database.db
      .update(accounts)
      .set({ status: 'blocked' })
      .where(eq(accounts.id, ledger.nordicFuel));
    const blockedAccount = await unchanged(() => transfer(held, '1'));
    expect(blockedAccount.statusCode).toBe(403);
    await app.database.db
      .update(accounts)
      .set({ status: 'active' })
      .where(eq(accounts.id, ledger.nordicFuel));

    await app.database.db.update(companies).set({ status: 'blocked' }).where(eq(companies.id, ledger.nordic));
    const blockedCompany = await unchanged(() => transfer(held, '1'));
    expect(blockedCompany.statusCode).toBe(403);
    expect(blockedCompany.json().details).toMatchObject({ reason: 'CompanyBlocked' });
    const readiness = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/account/${ledger.nordicFuel}/action-readiness`,
    );
    expect(readiness.json()).toMatchObject({ canAct: false, reasons: ['CompanyBlocked'] });
    await app.database.db.update(companies).set({ status: 'active' }).where(eq(companies.id, ledger.nordic));
  });

  it('not enough possible signers other than the initiator: 422 NotEnoughApprovers, also shown before acting', async () => {
    const held = await issueBlock(app, ledger.nordicFuel, '5');
    await app.database.db
      .update(accounts)
      .set({ requiredSignatures: 3 })
      .where(eq(accounts.id, ledger.nordicFuel));
    const readiness = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/account/${ledger.nordicFuel}/action-readiness`,
    );
    expect(readiness.json()).toMatchObject({
      canAct: false,
      reasons: ['NotEnoughApprovers'],
      requiredSignatures: 3,
      possibleSigners: 2,
    });
    const response = await unchanged(() => transfer(held, '1'));
    expect(response.statusCode).toBe(422);
    expect(response.json().details).toMatchObject({ reason: 'NotEnoughApprovers' });
    await app.database.db
      .update(accounts)
      .set({ requiredSignatures: 1 })
      .where(eq(accounts.id, ledger.nordicFuel));
    const ready = await call(
      app,
      PEOPLE.nordicInitiator,
      'GET',
      `/api/account/${ledger.nordicFuel}/action-readiness`,
    );
    expect(ready.json()).toMatchObject({ canAct: true, reasons: [] });
  });

  it('a body with a bad field: 400 naming it', async () => {
    const held = await issueBlock(app, ledger.nordicFuel, '5');
    const tooPrecise = await unchanged(() => transfer(held, '1.0001'));
    expect(tooPrecise.statusCode).toBe(400);
    expect(tooPrecise.json().message).toMatch(/^body\.volume/);
    const noRecipient = await unchanged(() =>
      call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${held}/transfer`, {
        volume: '1',
        accountId: ledger.nordicFuel,
      }),
    );
    expect(noRecipient.statusCode).toBe(400);
    expect(noRecipient.json().message).toMatch(/recipientId/);
    const futureYear = await unchanged(() =>
      call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${held}/claim`, {
        volume: '1',
        accountId: ledger.nordicFuel,
        retirementYear: new Date().getUTCFullYear() + 1,
        retirementCountry: 'NO',
      }),
    );
    expect(futureYear.statusCode).toBe(400);
    expect(futureYear.json().message).toMatch(/^body\.retirementYear/);
    const unknown = await unchanged(() => transfer('00000000-0000-4000-8000-000000000000', '1'));
    expect(unknown.statusCode).toBe(404);
    const notAUuid = await call(app, PEOPLE.nordicInitiator, 'GET', '/api/units/not-a-uuid');
    expect(notAUuid.statusCode).toBe(400);
  });

  // Decision 085: a line with no limit of its own held whatever the request's size allowed, and a claim's
  // outside beneficiary is printed on the public certificate and pages as typed.
  it('a line of text over 500 characters is refused naming its field, and nothing starts', async () => {
    const held = await issueBlock(app, ledger.nordicFuel, '5');
    const response = await unchanged(() =>
      call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${held}/claim`, {
        volume: '1',
        accountId: ledger.nordicFuel,
        retirementYear: new Date().getUTCFullYear(),
        retirementCountry: 'NO',
        sercClaimBeneficiary: { kind: 'external', name: 'B'.repeat(600), email: 'claims@example.org' },
      }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      message: 'body.sercClaimBeneficiary.name: At most 500 characters',
    });
  });

  it('a read-only member cannot start anything', async () => {
    const held = await issueBlock(app, ledger.nordicFuel, '5');
    const readOnly = await unchanged(() => transfer(held, '1', PEOPLE.nordicReadOnly));
    expect(readOnly.statusCode).toBe(403);
  });
});
