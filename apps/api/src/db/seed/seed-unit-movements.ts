import { eq } from 'drizzle-orm';
import { unitBlocks } from '../schema';
import {
  insertChildBlock,
  insertSignedAction,
  recordActionSteps,
  supersede,
  type DemoContext,
} from './demo-actions';
import { seedClaim } from './seed-claim';
import type { DemoIssuance } from './seed-issuances';
import { recordEvents } from '../../services/events/record-events';

const TRANSFER_ACCEPTANCE_HOURS = 72;

/**
 * The history of the used-cooking-oil batch: 400 t transferred from Nordic to SkyWays, Nordic's 600 t split
 * into 250 + 350, SkyWays claiming 150 t with a SAFcE beneficiary, and 100 t of the 350 t sent to SkyWays
 * awaiting acceptance.
 */
export async function seedUnitMovements(context: DemoContext, issuance: DemoIssuance): Promise<void> {
  const { tx, clock, people, companies, accounts } = context;
  const root = issuance.block;
  if (!root) throw new Error('seedUnitMovements: the issuance has no block');
  const nordic = { companyId: companies.nordic, accountId: accounts.nordicFuel };
  const skyWays = { companyId: companies.skyWays, accountId: accounts.skyPortfolio };

  // Transfer of 400 t, signed by Nordic's approver and accepted by SkyWays.
  const transferredAt = clock.daysAgo(30);
  const transferId = await insertSignedAction(tx, {
    type: 'Transfer',
    status: 'completed',
    block: root,
    volume: '400.000',
    sendingAccountId: accounts.nordicFuel,
    receivingAccountId: accounts.skyPortfolio,
    initiatorId: people.nordicInitiator,
    signerId: people.nordicApprover,
    payload: {
      blockId: root.id,
      volume: '400.000',
      recipientId: accounts.skyPortfolio,
      accountId: accounts.nordicFuel,
      acceptedBy: people.skyInitiator,
    },
    at: transferredAt,
  });
  await supersede(tx, root);
  const transferred = { parent: root, actionId: transferId, at: transferredAt };
  const kept = await insertChildBlock(tx, issuance, {
    ...transferred,
    accountId: accounts.nordicFuel,
    volume: '600',
  });
  const received = await insertChildBlock(tx, issuance, {
    ...transferred,
    accountId: accounts.skyPortfolio,
    volume: '400',
  });
  await recordActionSteps(tx, { id: transferId, type: 'Transfer' }, [
    ['ActionStarted', people.nordicInitiator, nordic],
    ['ActionSigned', people.nordicApprover, nordic],
    ['ActionAccepted', people.skyInitiator, skyWays],
    ['ActionCompleted', people.skyInitiator, skyWays],
  ]);
  await recordEvents(tx, [
    {
      type: 'UnitTransferred',
      actorId: people.skyInitiator,
      ...nordic,
      entityType: 'unitBlock',
      entityId: root.id,
      payload: {
        serial: root.serial,
        volume: '400.000',
        remainder: kept.serial,
        received: received.serial,
        receivingAccountId: accounts.skyPortfolio,
      },
    },
  ]);

  // Split of Nordic's 600 t into 250 + 350.
  const splitAt = clock.daysAgo(20);
  const splitId = await insertSignedAction(tx, {
    type: 'Split',
    status: 'completed',
    block: kept,
    volume: '250.000',
    sendingAccountId: accounts.nordicFuel,
    initiatorId: people.nordicInitiator,
    signerId: people.nordicApprover,
    payload: { blockId: kept.id, volume: '250.000', accountId: accounts.nordicFuel },
    at: splitAt,
  });
  await supersede(tx, kept);
  const split = { parent: kept, actionId: splitId, at: splitAt, accountId: accounts.nordicFuel };
  const splitOff = await insertChildBlock(tx, issuance, { ...split, volume: '250' });
  const rest = await insertChildBlock(tx, issuance, { ...split, volume: '350' });
  await recordActionSteps(tx, { id: splitId, type: 'Split' }, [
    ['ActionStarted', people.nordicInitiator, nordic],
    ['ActionSigned', people.nordicApprover, nordic],
    ['ActionCompleted', people.nordicApprover, nordic],
  ]);
  await recordEvents(tx, [
    {
      type: 'UnitSplit',
      actorId: people.nordicApprover,
      ...nordic,
      entityType: 'unitBlock',
      entityId: kept.id,
      payload: { serial: kept.serial, into: [splitOff.serial, rest.serial] },
    },
  ]);

  await seedClaim(context, issuance, received);

  // 100 t of the 350 t on their way to SkyWays: signed, reserved, waiting for SkyWays to accept.
  const sentAt = clock.daysAgo(1);
  const pendingId = await insertSignedAction(tx, {
    type: 'Transfer',
    status: 'pendingAcceptance',
    block: rest,
    volume: '100.000',
    sendingAccountId: accounts.nordicFuel,
    receivingAccountId: accounts.skyPortfolio,
    initiatorId: people.nordicInitiator,
    signerId: people.nordicApprover,
    payload: {
      blockId: rest.id,
      volume: '100.000',
      recipientId: accounts.skyPortfolio,
      accountId: accounts.nordicFuel,
    },
    at: sentAt,
    expiresAt: new Date(sentAt.getTime() + TRANSFER_ACCEPTANCE_HOURS * 3_600_000),
  });
  await tx.update(unitBlocks).set({ reservedVolume: '100.000' }).where(eq(unitBlocks.id, rest.id));
  await recordActionSteps(tx, { id: pendingId, type: 'Transfer' }, [
    ['ActionStarted', people.nordicInitiator, nordic],
    ['ActionSigned', people.nordicApprover, nordic],
  ]);
}
