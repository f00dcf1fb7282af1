import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, unitBlocks } from '../../src/db/schema';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from '../ledger/ledger-helpers';

// Forms spec §5: a saved claim keeps its block, volume, account, year, country, purpose, regime, logistics
// provider and beneficiaries' owners; the previous owner and an outside beneficiary's name and e-mail may
// still change (docs/decisions/039).
describe('Editing a saved claim (PATCH /api/units/{id}/claim)', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  let retiredId: string;
  let activeId: string;

  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    activeId = await issueBlock(app, ledger.nordicFuel, '50');
    // Issued to Nordic's fuel account and claimed there: its chain of custody is that account alone.
    const claimed = await issueBlock(app, ledger.nordicFuel, '40');
    const claim = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${claimed}/claim`, {
      volume: '40',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
      claimPurpose: 'domestic',
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travl', email: 'travel@acme.example' },
      sercClaimBeneficiary: { kind: 'internal', ownerId: ledger.skyPortfolio },
    });
    expect(claim.statusCode, claim.body).toBe(201);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${claim.json().id}/sign`);
    expect(signed.json().status).toBe('completed');
    const [retired] = await app.database.db
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.createdByActionId, claim.json().id), eq(unitBlocks.status, 'retired')));
    retiredId = retired!.id;
  });
  afterAll(() => app.close());

  const edit = (person: string, id: string, body: unknown, headers: Record<string, string> = {}) =>
    call(app, person, 'PATCH', `/api/units/${id}/claim`, body, headers);
  const editEvents = () =>
    app.database.db
      .select()
      .from(events)
      .where(and(eq(events.type, 'UnitClaimEdited'), eq(events.entityId, retiredId)));

  it('refuses every locked field by name, under its field', async () => {
    const refused = await edit(PEOPLE.nordicInitiator, retiredId, {
      volume: '10',
      retirementYear: 2000,
      sercClaimBeneficiary: { kind: 'internal', ownerId: ledger.skyCargo },
    });
    expect(refused.statusCode, refused.body).toBe(400);
    expect(refused.json().details).toEqual({
      'body.volume': 'Cannot be changed once the claim is saved',
      'body.retirementYear': 'Cannot be changed once the claim is saved',
      'body.sercClaimBeneficiary': 'Cannot be changed once the claim is saved',
    });
    const unknown = await edit(PEOPLE.nordicInitiator, retiredId, { colour: 'blue' });
    expect(unknown.statusCode, unknown.body).toBe(400);
  });

  it('refuses to change an internal beneficiary, to add one, and a previous owner that is no account', async () => {
    const internal = await edit(PEOPLE.nordicInitiator, retiredId, {
      sercClaimBeneficiary: { kind: 'external', name: 'Someone', email: 'someone@example.com' },
    });
    expect(internal.statusCode, internal.body).toBe(400);
    expect(internal.json().details).toEqual({
      'body.sercClaimBeneficiary': 'The SAFcE beneficiary is a company of the registry and cannot be changed',
    });
    const nobody = await edit(PEOPLE.nordicInitiator, retiredId, { previousOwnerId: randomUUID() });
    expect(nobody.statusCode, nobody.body).toBe(400);
    expect(nobody.json().details).toEqual({
      'body.previousOwnerId': 'Choose an account that held these units',
    });
    const badEmail = await edit(PEOPLE.nordicInitiator, retiredId, {
      safcClaimBeneficiary: { name: 'Acme Travel', email: 'not an address' },
    });
    expect(badEmail.statusCode, badEmail.body).toBe(400);
    expect(badEmail.json().details['body.safcClaimBeneficiary.email']).toBeDefined();
    expect(await editEvents()).toHaveLength(0);
  });

  it('is for those who may claim units of the account: not a read-only member, an approver or another company', async () => {
    for (const person of [PEOPLE.nordicReadOnly, PEOPLE.nordicApprover, PEOPLE.skyInitiator]) {
      const refused = await edit(person, retiredId, { previousOwnerId: ledger.nordicTrading });
      expect(refused.statusCode, `${person}: ${refused.body}`).toBe(403);
    }
  });

  it('edits only a claimed block', async () => {
    const active = await edit(PEOPLE.nordicInitiator, activeId, { previousOwnerId: ledger.nordicTrading });
    expect(active.statusCode, active.body).toBe(409);
    const missing = await edit(PEOPLE.nordicInitiator, randomUUID(), {
      previousOwnerId: ledger.nordicTrading,
    });
    expect(missing.statusCode, missing.body).toBe(404);
  });

  it('refuses as previous owner an account that never held the units, even of its own company (issue 39)', async () => {
    for (const foreign of [ledger.skyCargo, ledger.skyPortfolio, ledger.nordicTrading]) {
      const refused = await edit(PEOPLE.nordicInitiator, retiredId, { previousOwnerId: foreign });
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json().details).toEqual({
        'body.previousOwnerId': 'Choose an account that held these units',
      });
    }
    expect(await editEvents()).toHaveLength(0);
  });

  it('one initiator alone changes nothing: the correction awaits a second signature, then changes the claim once (issue 39)', async () => {
    const body = {
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'bookings@acme.example' },
    };
    const key = { 'idempotency-key': randomUUID() };
    const first = await edit(PEOPLE.nordicInitiator, retiredId, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changes).toEqual({
      safcClaimBeneficiary: {
        from: { name: 'Acme Travl', email: 'travel@acme.example' },
        to: { name: 'Acme Travel', email: 'bookings@acme.example' },
      },
    });
    expect(first.json().action).toMatchObject({
      type: 'ClaimEdit',
      status: 'pendingSignature',
      unitBlockId: retiredId,
      requiredSignatures: 1,
    });
    const replay = await edit(PEOPLE.nordicInitiator, retiredId, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());

    // Until a second person signs, the claim, the public page and the log are as they were.
    const savedClaim = async () =>
      (await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${retiredId}`)).json().claim;
    expect((await savedClaim()).safcClaimBeneficiary).toMatchObject({ name: 'Acme Travl' });
    expect(await editEvents()).toHaveLength(0);
    const second = await edit(PEOPLE.nordicInitiator, retiredId, {
      safcClaimBeneficiary: { name: 'Other', email: 'o@other.example' },
    });
    expect(second.statusCode, second.body).toBe(409);

    const actionId = first.json().action.id as string;
    const ownSignature = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${actionId}/sign`);
    expect(ownSignature.statusCode, ownSignature.body).toBe(403);
    const pending = await call(
      app,
      PEOPLE.nordicApprover,
      'GET',
      `/api/actions/pending?companyId=${ledger.nordic}`,
    );
    expect(pending.json().pendingSignature.processes).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: actionId, type: 'ClaimEdit' })]),
    );
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${actionId}/sign`);
    expect(signed.statusCode, signed.body).toBe(200);
    expect(signed.json().status).toBe('completed');

    const recorded = await editEvents();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payload).toMatchObject({ changes: first.json().changes, version: 2, actionId });
    expect(await savedClaim()).toMatchObject({
      previousOwnerId: ledger.nordicFuel,
      retirementCountry: 'NO',
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'bookings@acme.example' },
      sercClaimBeneficiary: { kind: 'internal', accountId: ledger.skyPortfolio },
    });
    // The same edit again changes nothing and starts nothing.
    const again = await edit(PEOPLE.nordicInitiator, retiredId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json()).toMatchObject({ changes: {}, action: null });
    await expectLedgerSound(app);
  });

  it('a correction asked against a claim that changed meanwhile is refused at its signature', async () => {
    const ask = (name: string) =>
      edit(PEOPLE.nordicInitiator, retiredId, {
        safcClaimBeneficiary: { name, email: 'bookings@acme.example' },
      });
    const first = await ask('Acme Travel Group');
    const firstId = first.json().action.id as string;
    // Cancelled, then asked again: the cancelled one never changes anything.
    expect(
      (await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${firstId}/cancel`)).statusCode,
    ).toBe(200);
    const again = await ask('Acme Travel Group');
    expect(again.statusCode, again.body).toBe(200);
    await app.database.db.execute(
      sql`update unit_blocks set claim = jsonb_set(claim, '{safcClaimBeneficiary,name}', '"Changed meanwhile"') where id = ${retiredId}`,
    );
    const refused = await call(
      app,
      PEOPLE.nordicApprover,
      'POST',
      `/api/actions/${again.json().action.id}/sign`,
    );
    expect(refused.statusCode, refused.body).toBe(409);
    expect(await editEvents()).toHaveLength(1);
  });
});
