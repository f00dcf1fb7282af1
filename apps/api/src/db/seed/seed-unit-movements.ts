import { eq } from 'drizzle-orm';
import type { ActionStatus, ActionType } from '@safc/domain';
import type { Tx } from '../client';
import { actions, signatures, unitBlocks } from '../schema';
import { appendEvent } from '../../services/events/append-event';
import { insertDemoBlock, type DemoBlock } from './demo-blocks';
import type { DemoClock } from './demo-clock';
import type { DemoAccounts, DemoCompanies } from './seed-companies';
import type { DemoIssuance } from './seed-issuances';
import type { DemoPeople } from './seed-people';

interface Context {
  tx: Tx;
  clock: DemoClock;
  people: DemoPeople;
  companies: DemoCompanies;
  accounts: DemoAccounts;
}

interface ActionInput {
  type: ActionType;
  status: ActionStatus;
  block: DemoBlock;
  volume: string;
  sendingAccountId: string;
  receivingAccountId?: string;
  initiatorId: string;
  signerId: string;
  payload: Record<string, unknown>;
  at: Date;
  expiresAt?: Date;
}

async function insertSignedAction(tx: Tx, input: ActionInput): Promise<string> {
  const { block, signerId, at, ...action } = input;
  const [row] = await tx
    .insert(actions)
    .values({
      ...action,
      unitBlockId: block.id,
      completedAt: input.status === 'completed' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: actions.id });
  if (!row) throw new Error(`insertSignedAction: the ${input.type} was not inserted`);
  await tx.insert(signatures).values({ actionId: row.id, userId: signerId, signedAt: at });
  return row.id;
}

/** Blocks never change volume: the operation supersedes the block it took from. */
async function supersede(tx: Tx, block: DemoBlock): Promise<void> {
  await tx.update(unitBlocks).set({ status: 'superseded' }).where(eq(unitBlocks.id, block.id));
}

/**
 * The history of the used-cooking-oil batch: 400 t transferred from Nordic to SkyWays, Nordic's 600 t split
 * into 250 + 350, SkyWays claiming 150 t with a SAFcE beneficiary, and 100 t of the 350 t sent to SkyWays
 * awaiting acceptance.
 */
export async function seedUnitMovements(context: Context, issuance: DemoIssuance): Promise<void> {
  const { tx, clock, people, companies, accounts } = context;
  const root = issuance.block;
  if (!root) throw new Error('seedUnitMovements: the issuance has no block');
  const { batch } = issuance;
  const blockOf = (fields: {
    accountId: string;
    parent: DemoBlock;
    volume: string;
    actionId: string;
    at: Date;
    category?: number;
  }) =>
    insertDemoBlock(tx, {
      unitType: 'SAFcA',
      accountId: fields.accountId,
      issuanceId: issuance.id,
      parentId: fields.parent.id,
      volume: fields.volume,
      issued: batch,
      category: fields.category ?? batch.category,
      typeCode: fields.category ? `SAFcA-${batch.tier}${fields.category}-VAL` : batch.typeCode,
      createdByActionId: fields.actionId,
      createdAt: fields.at,
    });
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
  const kept = await blockOf({
    ...nordic,
    parent: root,
    volume: '600',
    actionId: transferId,
    at: transferredAt,
  });
  const received = await blockOf({
    ...skyWays,
    parent: root,
    volume: '400',
    actionId: transferId,
    at: transferredAt,
  });
  await appendEvent(tx, {
    type: 'ActionStarted',
    actorId: people.nordicInitiator,
    ...nordic,
    entityType: 'action',
    entityId: transferId,
    payload: { type: 'Transfer', volume: '400.000' },
  });
  await appendEvent(tx, {
    type: 'ActionSigned',
    actorId: people.nordicApprover,
    ...nordic,
    entityType: 'action',
    entityId: transferId,
    payload: { type: 'Transfer' },
  });
  await appendEvent(tx, {
    type: 'ActionAccepted',
    actorId: people.skyInitiator,
    ...skyWays,
    entityType: 'action',
    entityId: transferId,
    payload: { type: 'Transfer' },
  });
  await appendEvent(tx, {
    type: 'ActionCompleted',
    actorId: people.skyInitiator,
    ...skyWays,
    entityType: 'action',
    entityId: transferId,
    payload: { type: 'Transfer' },
  });
  await appendEvent(tx, {
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
  });

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
  const splitOff = await blockOf({ ...nordic, parent: kept, volume: '250', actionId: splitId, at: splitAt });
  const rest = await blockOf({ ...nordic, parent: kept, volume: '350', actionId: splitId, at: splitAt });
  await appendEvent(tx, {
    type: 'ActionStarted',
    actorId: people.nordicInitiator,
    ...nordic,
    entityType: 'action',
    entityId: splitId,
    payload: { type: 'Split', volume: '250.000' },
  });
  await appendEvent(tx, {
    type: 'ActionSigned',
    actorId: people.nordicApprover,
    ...nordic,
    entityType: 'action',
    entityId: splitId,
    payload: { type: 'Split' },
  });
  await appendEvent(tx, {
    type: 'ActionCompleted',
    actorId: people.nordicApprover,
    ...nordic,
    entityType: 'action',
    entityId: splitId,
    payload: { type: 'Split' },
  });
  await appendEvent(tx, {
    type: 'UnitSplit',
    actorId: people.nordicApprover,
    ...nordic,
    entityType: 'unitBlock',
    entityId: kept.id,
    payload: { serial: kept.serial, into: [splitOff.serial, rest.serial] },
  });

  await seedClaim({ ...context, blockOf }, issuance, received);

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
    expiresAt: new Date(sentAt.getTime() + 72 * 3_600_000),
  });
  await tx.update(unitBlocks).set({ reservedVolume: '100.000' }).where(eq(unitBlocks.id, rest.id));
  await appendEvent(tx, {
    type: 'ActionStarted',
    actorId: people.nordicInitiator,
    ...nordic,
    entityType: 'action',
    entityId: pendingId,
    payload: { type: 'Transfer', volume: '100.000', receivingAccountId: accounts.skyPortfolio },
  });
  await appendEvent(tx, {
    type: 'ActionSigned',
    actorId: people.nordicApprover,
    ...nordic,
    entityType: 'action',
    entityId: pendingId,
    payload: { type: 'Transfer' },
  });
}

type BlockOf = (fields: {
  accountId: string;
  companyId: string;
  parent: DemoBlock;
  volume: string;
  actionId: string;
  at: Date;
  category?: number;
}) => Promise<DemoBlock>;

/**
 * SkyWays retires 150 t of its 400 t for 2026 international flights, with its cargo arm as logistics
 * provider and as SAFcE beneficiary: the retired SAFcA becomes category 3 and the SAFcE block, with the
 * retired block as parent, lands in the cargo account.
 */
async function seedClaim(context: Context & { blockOf: BlockOf }, issuance: DemoIssuance, block: DemoBlock) {
  const { tx, clock, people, companies, accounts, blockOf } = context;
  const { batch } = issuance;
  const claimedAt = clock.daysAgo(10);
  const claim = {
    retirementYear: claimedAt.getUTCFullYear(),
    retirementCountry: 'GB',
    retirementOnRegistryYear: claimedAt.getUTCFullYear(),
    claimPurpose: 'international',
    complianceRegime: 'not-corsia',
    logisticsProviderBeneficiary: accounts.skyCargo,
    previousOwnerId: accounts.nordicFuel,
    safcClaimBeneficiary: {
      type: 'internal',
      ownerId: accounts.skyPortfolio,
      companyName: 'SkyWays Airlines Ltd',
    },
    sercClaimBeneficiary: {
      type: 'internal',
      ownerId: accounts.skyCargo,
      companyName: 'SkyWays Airlines Ltd',
    },
  };
  const skyWays = { companyId: companies.skyWays, accountId: accounts.skyPortfolio };
  const claimId = await insertSignedAction(tx, {
    type: 'Claim',
    status: 'completed',
    block,
    volume: '150.000',
    sendingAccountId: accounts.skyPortfolio,
    initiatorId: people.skyInitiator,
    signerId: people.skyApprover,
    payload: { blockId: block.id, volume: '150.000', accountId: accounts.skyPortfolio, ...claim },
    at: claimedAt,
  });
  await supersede(tx, block);
  const remaining = await blockOf({
    ...skyWays,
    parent: block,
    volume: '250',
    actionId: claimId,
    at: claimedAt,
  });
  const retired = await blockOf({
    ...skyWays,
    parent: block,
    volume: '150',
    actionId: claimId,
    at: claimedAt,
    category: 3,
  });
  await tx
    .update(unitBlocks)
    .set({ status: 'retired', claim, retiredAt: claimedAt })
    .where(eq(unitBlocks.id, retired.id));
  const safce = await insertDemoBlock(tx, {
    unitType: 'SAFcE',
    accountId: accounts.skyCargo,
    issuanceId: issuance.id,
    parentId: retired.id,
    volume: '150',
    issued: batch,
    category: 3,
    typeCode: `SAFcE-${batch.tier}3-VAL`,
    createdByActionId: claimId,
    createdAt: claimedAt,
  });
  await appendEvent(tx, {
    type: 'ActionStarted',
    actorId: people.skyInitiator,
    ...skyWays,
    entityType: 'action',
    entityId: claimId,
    payload: { type: 'Claim', volume: '150.000' },
  });
  await appendEvent(tx, {
    type: 'ActionSigned',
    actorId: people.skyApprover,
    ...skyWays,
    entityType: 'action',
    entityId: claimId,
    payload: { type: 'Claim' },
  });
  await appendEvent(tx, {
    type: 'ActionCompleted',
    actorId: people.skyApprover,
    ...skyWays,
    entityType: 'action',
    entityId: claimId,
    payload: { type: 'Claim' },
  });
  await appendEvent(tx, {
    type: 'UnitClaimed',
    actorId: people.skyApprover,
    ...skyWays,
    entityType: 'unitBlock',
    entityId: block.id,
    payload: {
      serial: block.serial,
      retired: retired.serial,
      remainder: remaining.serial,
      volume: '150.000',
      ...claim,
    },
  });
  await appendEvent(tx, {
    type: 'UnitIssued',
    actorId: people.skyApprover,
    companyId: companies.skyWays,
    accountId: accounts.skyCargo,
    entityType: 'unitBlock',
    entityId: safce.id,
    payload: { serial: safce.serial, unitType: 'SAFcE', volume: '150.000', claimedFrom: retired.serial },
  });
}
