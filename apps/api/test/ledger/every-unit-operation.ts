import { and, eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { unitBlocks } from '../../src/db/schema';
import { expireUnits } from '../../src/services/units/expire-units';
import type { TestApp } from '../helpers/app';
import { PEOPLE, call, issueBlock, type DemoLedger } from './ledger-helpers';

const DAY = 24 * 60 * 60 * 1000;

/** The operations `everyUnitOperation` runs, in its order. */
export type UnitOperation =
  'issued' | 'split' | 'transferred' | 'claimed' | 'unbundled' | 'issued-to-remove' | 'removed' | 'expired';

/**
 * Every operation that moves a unit, one after the other on the demo ledger, each signed (and accepted) to the
 * end, with `after(operation)` awaited after each: the tests that keep published figures by deltas (landing
 * figures, public statistics) check there that what they kept equals a recount. Nordic issues 40 t, splits 10 t
 * off, transfers 5 t of that to SkyWays, claims 2 t of the rest in Norway (its first claim), unbundles 3 t of the
 * 30 t left as SAFcE, issues 7 t that the administrator removes, then every unit expires three years on.
 */
export async function everyUnitOperation(
  app: TestApp,
  ledger: DemoLedger,
  after: (operation: UnitOperation) => Promise<void>,
): Promise<void> {
  const { db } = app.database;
  const signed = async (answer: LightMyRequestResponse, ...acceptors: string[]) => {
    expect(answer.statusCode, answer.body).toBe(201);
    const id = answer.json<{ id: string }>().id;
    await call(app, PEOPLE.nordicApprover, 'POST', `/api/actions/${id}/sign`);
    for (const acceptor of acceptors) await call(app, acceptor, 'POST', `/api/actions/${id}/accept`);
  };

  const blockId = await issueBlock(app, ledger.nordicFuel, '40');
  await after('issued');

  await signed(
    await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${blockId}/split`, {
      volume: '10',
      accountId: ledger.nordicFuel,
    }),
  );
  await after('split');

  const [part] = await db.select().from(unitBlocks).where(eq(unitBlocks.parentId, blockId));
  await signed(
    await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${part!.id}/transfer`, {
      volume: '5',
      recipientId: ledger.skyPortfolio,
      accountId: ledger.nordicFuel,
    }),
    PEOPLE.skyApprover,
  );
  await after('transferred');

  const [held] = await db
    .select()
    .from(unitBlocks)
    .where(and(eq(unitBlocks.accountId, ledger.nordicFuel), eq(unitBlocks.parentId, part!.id)));
  await signed(
    await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${held!.id}/claim`, {
      volume: '2',
      accountId: ledger.nordicFuel,
      retirementYear: new Date().getUTCFullYear(),
      retirementCountry: 'NO',
      claimPurpose: 'international',
    }),
  );
  await after('claimed');

  const [whole] = await db
    .select()
    .from(unitBlocks)
    .where(and(eq(unitBlocks.parentId, blockId), eq(unitBlocks.status, 'active')));
  await signed(
    await call(app, PEOPLE.nordicInitiator, 'POST', `/api/units/${whole!.id}/issue-meta`, {
      volume: '3',
      accountId: ledger.nordicFuel,
    }),
  );
  await after('unbundled');

  const removable = await issueBlock(app, ledger.nordicFuel, '7');
  await after('issued-to-remove');
  const removed = await call(app, PEOPLE.admin, 'POST', `/api/units/${removable}/remove`, {
    reason: 'Issued in error: the batch was counted twice',
  });
  expect(removed.statusCode, removed.body).toBe(200);
  await after('removed');

  await expireUnits(db, new Date(Date.now() + 3 * 366 * DAY));
  await after('expired');
}
