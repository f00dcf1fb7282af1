import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
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
    expect(signed.json().status, signed.body).toBe('completed');
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
    expect(nobody.json().details).toEqual({ 'body.previousOwnerId': 'Choose an account of the registry' });
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

  it('changes the previous owner and an outside beneficiary, once per key, with one event naming the changes', async () => {
    const body = {
      previousOwnerId: ledger.nordicTrading,
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'bookings@acme.example' },
    };
    const key = { 'idempotency-key': randomUUID() };
    const first = await edit(PEOPLE.nordicInitiator, retiredId, body, key);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().changes).toEqual({
      previousOwnerId: { from: ledger.nordicFuel, to: ledger.nordicTrading },
      safcClaimBeneficiary: {
        from: { name: 'Acme Travl', email: 'travel@acme.example' },
        to: { name: 'Acme Travel', email: 'bookings@acme.example' },
      },
    });
    const replay = await edit(PEOPLE.nordicInitiator, retiredId, body, key);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json()).toEqual(first.json());
    // The same edit again under a new key changes nothing and records nothing.
    const again = await edit(PEOPLE.nordicInitiator, retiredId, body);
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().changes).toEqual({});

    const recorded = await editEvents();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.payload).toMatchObject({ changes: first.json().changes });

    const unit = await call(app, PEOPLE.nordicInitiator, 'GET', `/api/units/${retiredId}`);
    expect(unit.json().claim).toMatchObject({
      previousOwnerId: ledger.nordicTrading,
      retirementCountry: 'NO',
      safcClaimBeneficiary: { kind: 'external', name: 'Acme Travel', email: 'bookings@acme.example' },
      sercClaimBeneficiary: { kind: 'internal', accountId: ledger.skyPortfolio },
    });
    await expectLedgerSound(app);
  });
});
