import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, unitBlocks } from '../../src/db/schema';
import { expireUnits } from '../../src/services/units/expire-units';
import { unitExpiryOf } from '../../src/services/units/unit-validity';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  blockOf,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from '../ledger/ledger-helpers';

const REASON = 'Issued twice for batch B-1042: the second issuance duplicates the first';
const SECOND = 1000;

function loggedEvents(app: TestApp, type: 'UnitRemoved' | 'UnitExpired', ids: string[]) {
  return app.database.db
    .select()
    .from(events)
    .where(and(eq(events.type, type), inArray(events.entityId, ids)));
}

describe('Registry administrators remove a unit issued in error (with a reason, logged); a state, never a deletion', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  const remove = (email: string, id: string, payload: unknown) =>
    call(app, email, 'POST', `/api/units/${id}/remove`, payload);

  it('an administrator removes an active block with a reason: removed, the reason and who kept, UnitRemoved logged', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '12.5');
    const removed = await remove(PEOPLE.admin, blockId, { reason: REASON });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toMatchObject({
      id: blockId,
      status: 'removed',
      volume: '12.500',
      removal: { reason: REASON, removedByName: expect.any(String) },
    });
    expect(await blockOf(app, blockId)).toMatchObject({
      status: 'removed',
      volume: '12.500',
      reservedVolume: '0.000',
      removalReason: REASON,
    });
    const [logged] = await loggedEvents(app, 'UnitRemoved', [blockId]);
    expect(logged?.payload).toMatchObject({ reason: REASON, volume: '12.500' });
    // The holders still see it, with why it was removed.
    const seen = await call(app, PEOPLE.nordicReadOnly, 'GET', `/api/units/${blockId}`);
    expect(seen.json()).toMatchObject({ status: 'removed', removal: { reason: REASON } });
    const again = await remove(PEOPLE.admin, blockId, { reason: REASON });
    expect(again.statusCode).toBe(409);
    await expectLedgerSound(app);
  });

  it('only registry administrators may remove: a full-access member of the holding account gets 403', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '3');
    for (const email of [PEOPLE.nordicInitiator, PEOPLE.nordicRep, PEOPLE.nordicApprover]) {
      const refused = await remove(email, blockId, { reason: REASON });
      expect(refused.statusCode, email).toBe(403);
    }
    expect(await blockOf(app, blockId)).toMatchObject({ status: 'active', removalReason: null });
    expect(await loggedEvents(app, 'UnitRemoved', [blockId])).toHaveLength(0);
    await expectLedgerSound(app);
  });

  it('a block with volume reserved by a pending action: 409 until the action is cancelled', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '10');
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '4',
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    const refused = await remove(PEOPLE.admin, blockId, { reason: REASON });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/reserved by pending actions: cancel or reject them/);
    expect(refused.json().details).toMatchObject({ reservedVolume: '4.000' });
    expect(await blockOf(app, blockId)).toMatchObject({ status: 'active', reservedVolume: '4.000' });
    await expectLedgerSound(app);

    const cancelled = await call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/actions/${started.json().id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const removed = await remove(PEOPLE.admin, blockId, { reason: REASON });
    expect(removed.statusCode, removed.body).toBe(200);
    await expectLedgerSound(app);
  });

  it('a bad reason: 400 naming the field, nothing changed', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '2');
    for (const payload of [
      {},
      { reason: 'too short' },
      { reason: '          x' },
      { reason: 'x'.repeat(1001) },
    ]) {
      const refused = await remove(PEOPLE.admin, blockId, payload);
      expect(refused.statusCode, JSON.stringify(payload)).toBe(400);
      expect(refused.json().message).toMatch(/^body\.reason/);
    }
    expect(await blockOf(app, blockId)).toMatchObject({ status: 'active' });
    await expectLedgerSound(app);
  });
});

describe('Units expire after the validity period set on issuance; expired and removed units cannot be spent', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
    // The demo registry's units were issued months ago and would fall due before the blocks issued here: move
    // them out of this test's window, so its counts are about its own blocks.
    await app.database.db
      .update(unitBlocks)
      .set({ expiresAt: sql`${unitBlocks.expiresAt} + interval '20 years'` });
  });
  afterAll(() => app.close());

  it('approval sets expires_at 10 years on; children inherit it; the job with a later now expires only what is due', async () => {
    const due = await issueBlock(app, ledger.nordicFuel, '30');
    const block = await blockOf(app, due);
    expect(block?.expiresAt).toEqual(unitExpiryOf(block!.createdAt));
    expect(block!.expiresAt!.getUTCFullYear()).toBe(block!.createdAt.getUTCFullYear() + 10);
    const expiresAt = block!.expiresAt!;

    // Issued a year later: valid a year longer.
    const later = await issueBlock(app, ledger.nordicFuel, '5');
    await app.database.db
      .update(unitBlocks)
      .set({ expiresAt: new Date(expiresAt.getTime() + 365 * 86_400 * SECOND) })
      .where(eq(unitBlocks.id, later));
    // Due, but a pending transfer holds part of it: it waits for the action.
    const reserved = await issueBlock(app, ledger.nordicFuel, '8');
    const transfer = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${reserved}/transfer`, {
      volume: '3',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(transfer.statusCode, transfer.body).toBe(201);

    expect(await expireUnits(app.database.db, new Date(expiresAt.getTime() - SECOND))).toEqual({
      expired: 0,
    });
    expect(await blockOf(app, due)).toMatchObject({ status: 'active' });

    const run = await expireUnits(app.database.db, new Date(expiresAt.getTime() + 60 * SECOND));
    expect(run).toEqual({ expired: 1 });
    expect(await blockOf(app, due)).toMatchObject({ status: 'expired', volume: '30.000' });
    expect(await blockOf(app, later)).toMatchObject({ status: 'active' });
    expect(await blockOf(app, reserved)).toMatchObject({ status: 'active', reservedVolume: '3.000' });
    const [logged] = await loggedEvents(app, 'UnitExpired', [due]);
    expect(logged?.payload).toMatchObject({ volume: '30.000', expiresAt: expiresAt.toISOString() });
    // A second run finds nothing more; an expired block is never expired twice.
    expect(await expireUnits(app.database.db, new Date(expiresAt.getTime() + 60 * SECOND))).toEqual({
      expired: 0,
    });
    expect(await loggedEvents(app, 'UnitExpired', [due, later, reserved])).toHaveLength(1);
    await expectLedgerSound(app);

    // Once the transfer is cancelled the whole block is free, and the next run expires it.
    const cancelled = await call(
      app,
      PEOPLE.nordicInitiator,
      'POST',
      `/api/actions/${transfer.json().id}/cancel`,
    );
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(await expireUnits(app.database.db, new Date(expiresAt.getTime() + 60 * SECOND))).toEqual({
      expired: 1,
    });
    expect(await blockOf(app, reserved)).toMatchObject({ status: 'expired', reservedVolume: '0.000' });
    await expectLedgerSound(app);
  });

  it('a split child inherits its parent’s expiry, never a new one', async () => {
    const parent = await issueBlock(app, ledger.nordicFuel, '20');
    const split = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${parent}/split`, {
      volume: '5',
      accountId: ledger.nordicFuel,
    });
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${split.json().id}/sign`);
    const children = await app.database.db.select().from(unitBlocks).where(eq(unitBlocks.parentId, parent));
    expect(children).toHaveLength(2);
    const { expiresAt } = (await blockOf(app, parent))!;
    for (const child of children) expect(child.expiresAt).toEqual(expiresAt);
    await expectLedgerSound(app);
  });

  it('an expired or a removed block cannot be transferred, split, claimed or unbundled: 409', async () => {
    const expired = await issueBlock(app, ledger.nordicFuel, '6');
    const { expiresAt } = (await blockOf(app, expired))!;
    await expireUnits(app.database.db, new Date(expiresAt!.getTime() + SECOND));
    expect(await blockOf(app, expired)).toMatchObject({ status: 'expired' });
    const removed = await issueBlock(app, ledger.nordicFuel, '6');
    const removal = await call(app, PEOPLE.admin, 'POST', `/api/units/${removed}/remove`, { reason: REASON });
    expect(removal.statusCode, removal.body).toBe(200);

    for (const [blockId, status] of [
      [expired, 'expired'],
      [removed, 'removed'],
    ] as const) {
      const attempts = {
        transfer: { volume: '1', recipientId: ledger.skyPortfolio, accountId: ledger.nordicFuel },
        split: { volume: '1', accountId: ledger.nordicFuel },
        'issue-meta': { volume: '1', accountId: ledger.nordicTrading },
        claim: {
          volume: '6',
          accountId: ledger.nordicFuel,
          retirementYear: new Date().getUTCFullYear(),
          retirementCountry: 'NO',
          safcClaimBeneficiary: { kind: 'internal', ownerId: ledger.skyPortfolio },
        },
      };
      for (const [operation, body] of Object.entries(attempts)) {
        const refused = await call(
          app,
          PEOPLE.nordicInitiator,
          'POST',
          `/api/units/${blockId}/${operation}`,
          body,
        );
        expect(refused.statusCode, `${operation} of an ${status} block: ${refused.body}`).toBe(409);
        expect(refused.json().details).toMatchObject({ status });
      }
      expect(await blockOf(app, blockId)).toMatchObject({ status, reservedVolume: '0.000' });
    }
    const removeExpired = await call(app, PEOPLE.admin, 'POST', `/api/units/${expired}/remove`, {
      reason: REASON,
    });
    expect(removeExpired.statusCode).toBe(409);
    await expectLedgerSound(app);
  });
});
