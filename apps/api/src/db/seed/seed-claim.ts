import { eq } from 'drizzle-orm';
import { unitTypeCode } from '@safc/domain';
import { unitBlocks } from '../schema';
import type { ResolvedBeneficiary } from '../../services/units/claim-beneficiaries';
import {
  insertChildBlock,
  insertSignedAction,
  recordActionSteps,
  supersede,
  type DemoContext,
} from './demo-actions';
import { insertDemoBlock, type DemoBlock } from './demo-blocks';
import type { DemoIssuance } from './seed-issuances';
import { recordEvents } from '../../services/events/record-events';

/**
 * SkyWays retires 150 t of its 400 t for this year's international flights, with its cargo arm as logistics
 * provider and as SAFcE beneficiary: the retired SAFcA becomes category 3 and the SAFcE block, whose parent
 * is the retired block, lands in the cargo account.
 */
export async function seedClaim(
  context: DemoContext,
  issuance: DemoIssuance,
  block: DemoBlock,
): Promise<void> {
  const { tx, clock, people, companies, accounts } = context;
  const claimedAt = clock.daysAgo(10);
  const claim = {
    retirementYear: claimedAt.getUTCFullYear(),
    retirementCountry: 'GB',
    retirementOnRegistryYear: claimedAt.getUTCFullYear(),
    claimPurpose: 'international',
    complianceRegime: 'not-corsia',
    logisticsProviderBeneficiary: accounts.skyCargo,
    previousOwnerId: accounts.nordicFuel,
    // Typed as the claim service stores a resolved beneficiary, so the demo cannot drift from it again.
    safcClaimBeneficiary: {
      kind: 'internal',
      ownerId: accounts.skyPortfolio,
      accountId: accounts.skyPortfolio,
      companyId: companies.skyWays,
      companyName: 'SkyWays Airlines Ltd',
    } satisfies ResolvedBeneficiary,
    sercClaimBeneficiary: {
      kind: 'internal',
      ownerId: accounts.skyCargo,
      accountId: accounts.skyCargo,
      companyId: companies.skyWays,
      companyName: 'SkyWays Airlines Ltd',
    } satisfies ResolvedBeneficiary,
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
  const child = { accountId: accounts.skyPortfolio, parent: block, actionId: claimId, at: claimedAt };
  const remaining = await insertChildBlock(tx, issuance, { ...child, volume: '250' });
  const retired = await insertChildBlock(tx, issuance, { ...child, volume: '150', category: 3 });
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
    issued: issuance.batch,
    category: 3,
    typeCode: unitTypeCode({
      type: 'SAFcE',
      tier: issuance.batch.tier,
      category: 3,
      assuranceLevel: 'VAL',
    }),
    createdByActionId: claimId,
    createdAt: claimedAt,
  });

  await recordActionSteps(tx, { id: claimId, type: 'Claim' }, [
    ['ActionStarted', people.skyInitiator, skyWays],
    ['ActionSigned', people.skyApprover, skyWays],
    ['ActionCompleted', people.skyApprover, skyWays],
  ]);
  await recordEvents(tx, [
    {
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
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'UnitIssued',
      actorId: people.skyApprover,
      companyId: companies.skyWays,
      accountId: accounts.skyCargo,
      entityType: 'unitBlock',
      entityId: safce.id,
      payload: { serial: safce.serial, unitType: 'SAFcE', volume: '150.000', claimedFrom: retired.serial },
    },
  ]);
}
