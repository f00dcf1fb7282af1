import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actions, trustedAccounts, unitBlocks, users } from '../../src/db/schema';
import { expireUnits } from '../../src/services/units/expire-units';
import { build, type TestApp } from '../helpers/app';
import {
  PEOPLE,
  activeBlocksOf,
  blockOf,
  call,
  demoLedger,
  expectLedgerSound,
  issueBlock,
  type DemoLedger,
} from './ledger-helpers';

// What the ledger refuses between a deadline and the job that acts on it (expire-actions and expire-units run
// once a minute and skip what is locked or reserved), and what it refuses once an administrator has blocked an
// account an action waits on. Found by a review on 2026-12-03: each of these completed before.
describe('a late or blocked action changes nothing', () => {
  let app: TestApp;
  let ledger: DemoLedger;
  beforeAll(async () => {
    app = await build();
    ledger = await demoLedger(app);
  });
  afterAll(() => app.close());

  const startTransfer = async (blockId: string, volume: string) => {
    const started = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume,
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(started.statusCode, started.body).toBe(201);
    return started.json().id as string;
  };
  const skyBlocks = async () => (await activeBlocksOf(app, ledger.skyPortfolio)).length;
  const pastDeadline = (actionId: string) =>
    app.database.db
      .update(actions)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(actions.id, actionId));

  it('a transfer past its 72 hours cannot be signed or accepted before the job expires it, only cancelled', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '20');
    const held = await skyBlocks();
    const unsigned = await startTransfer(blockId, '5');
    await pastDeadline(unsigned);
    const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${unsigned}/sign`);
    expect(signed.statusCode, signed.body).toBe(409);
    expect(signed.json().message).toMatch(/^The Transfer action expired at /);

    const awaiting = await startTransfer(blockId, '8');
    const first = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${awaiting}/sign`);
    expect(first.json().status).toBe('pendingAcceptance');
    await pastDeadline(awaiting);
    const accepted = await call(app, PEOPLE.skyApprover, 'POST', `/api/actions/${awaiting}/accept`);
    expect(accepted.statusCode, accepted.body).toBe(409);
    expect(await skyBlocks()).toBe(held);

    const cancelled = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/actions/${unsigned}/cancel`);
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await blockOf(app, blockId))?.reservedVolume).toBe('8.000');
    await expectLedgerSound(app);
  });

  it('a unit past its validity takes no new action, though a pending one keeps it from the expiry job', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '20');
    const split = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '0.001',
      accountId: ledger.nordicFuel,
    });
    expect(split.statusCode, split.body).toBe(201);
    await app.database.db
      .update(unitBlocks)
      .set({ expiresAt: sql`now() - interval '1 day'` })
      .where(eq(unitBlocks.id, blockId));
    await expireUnits(app.database.db);
    expect((await blockOf(app, blockId))?.status).toBe('active');

    const claimed = await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/transfer`, {
      volume: '15',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    });
    expect(claimed.statusCode, claimed.body).toBe(409);
    expect(claimed.json()).toMatchObject({ details: { blockId, status: 'expired' } });
    expect(claimed.json().message).toMatch(/expired on \d{4}-\d{2}-\d{2} and cannot be spent$/);
    await expectLedgerSound(app);
  });

  it('a trusted transfer does not complete into an account blocked since it began; unblocked, it does', async () => {
    const blockId = await issueBlock(app, ledger.nordicFuel, '20');
    const [rep] = await app.database.db.select().from(users).where(eq(users.email, PEOPLE.nordicRep));
    await app.database.db
      .insert(trustedAccounts)
      .values({ accountId: ledger.skyPortfolio, trustedAccountId: ledger.nordicFuel, createdBy: rep!.id });
    try {
      const held = await skyBlocks();
      const transfer = await startTransfer(blockId, '8');
      const blocked = await call(app, PEOPLE.admin, 'PATCH', `/api/account/${ledger.skyPortfolio}/block`, {
        reason: 'Account under review',
      });
      expect(blocked.statusCode, blocked.body).toBe(200);

      const refused = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${transfer}/sign`);
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json().message).toBe('The receiving account is not active: the units cannot go to it');
      expect(refused.body).not.toContain('SkyWays');
      expect(await skyBlocks()).toBe(held);

      const unblocked = await call(app, PEOPLE.admin, 'PATCH', `/api/account/${ledger.skyPortfolio}/unblock`);
      expect(unblocked.statusCode, unblocked.body).toBe(200);
      const signed = await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${transfer}/sign`);
      expect(signed.json()).toMatchObject({ status: 'completed' });
      expect(await skyBlocks()).toBe(held + 1);
      await expectLedgerSound(app);
    } finally {
      await app.database.db.delete(trustedAccounts).where(eq(trustedAccounts.accountId, ledger.skyPortfolio));
    }
  });
});
