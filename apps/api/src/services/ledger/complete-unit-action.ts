import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { actions, unitBlocks } from '../../db/schema';
import type { NewEvent } from '../events/append-event';
import { isZeroVolume, shareCo2Abated, subtractVolumes } from './decimal-volumes';
import { insertChildBlock, retypeCode } from './insert-child-block';
import { accountWithCompany, lockUnitBlock, type ActionRow, type UnitBlockRow } from './ledger-rows';

const PENDING = [
  'pendingSignature',
  'pendingAcceptance',
  'pendingApproval',
  'clarificationRequested',
] as const;

interface Completion {
  tx: Tx;
  action: ActionRow;
  block: UnitBlockRow;
  volume: string;
  moved: string;
  rest: string;
  restReserved: string;
  movedCo2: string;
  restCo2: string;
  now: Date;
}

type Scope = Pick<NewEvent, 'actorId' | 'companyId' | 'accountId'>;

/**
 * Completes a Transfer, Split, Claim or IssueMeta whose signatures (and acceptance) are in: supersedes the
 * block and creates its children. Blocks never change volume, so the superseded parent and its children are
 * the chain of custody. The rest keeps the reservations of the block's other pending actions, which move to it.
 * Returns the events to append; the caller appends them last.
 */
export async function completeUnitAction(
  tx: Tx,
  action: ActionRow,
  actorId: string,
  now: Date,
): Promise<NewEvent[]> {
  if (!action.unitBlockId || !action.volume)
    throw new Error(`completeUnitAction: ${action.id} names no block`);
  const block = await lockUnitBlock(tx, action.unitBlockId);
  const sending = await accountWithCompany(tx, block.accountId);
  const [movedCo2, restCo2] = shareCo2Abated(block, action.volume);
  const completion: Completion = {
    tx,
    action,
    block,
    volume: action.volume,
    moved: action.volume,
    rest: subtractVolumes(block.volume, action.volume),
    restReserved: subtractVolumes(block.reservedVolume, action.volume),
    movedCo2,
    restCo2,
    now,
  };
  await tx
    .update(unitBlocks)
    .set({ status: 'superseded', reservedVolume: '0' })
    .where(eq(unitBlocks.id, block.id));

  const scope: Scope = { actorId, companyId: sending.companyId, accountId: sending.id };
  const { restBlock, events } = await CHILDREN_OF[action.type as keyof typeof CHILDREN_OF](completion, scope);
  if (restBlock) {
    await tx
      .update(actions)
      .set({ unitBlockId: restBlock.id, updatedAt: now })
      .where(
        and(
          eq(actions.unitBlockId, block.id),
          ne(actions.id, action.id),
          inArray(actions.status, [...PENDING]),
        ),
      );
  }
  await tx
    .update(actions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(actions.id, action.id));
  const completed: NewEvent = {
    type: 'ActionCompleted',
    ...scope,
    entityType: 'action',
    entityId: action.id,
    payload: { type: action.type, volume: action.volume },
  };
  return [completed, ...events];
}

interface Children {
  restBlock: UnitBlockRow | undefined;
  events: NewEvent[];
}

/** The rest of the block stays where it was, with the reservations of the other pending actions. */
async function restOf(c: Completion, category?: number): Promise<UnitBlockRow | undefined> {
  if (isZeroVolume(c.rest)) return undefined;
  return insertChildBlock(c.tx, c.block, {
    accountId: c.block.accountId,
    volume: c.rest,
    co2Abated: c.restCo2,
    reservedVolume: c.restReserved,
    category,
    createdByActionId: c.action.id,
  });
}

const CHILDREN_OF = {
  async Transfer(c: Completion, scope: Scope): Promise<Children> {
    const receiving = await accountWithCompany(c.tx, c.action.receivingAccountId ?? '');
    const restBlock = await restOf(c);
    const received = await insertChildBlock(c.tx, c.block, {
      accountId: receiving.id,
      volume: c.moved,
      co2Abated: c.movedCo2,
      createdByActionId: c.action.id,
    });
    return {
      restBlock,
      events: [
        {
          type: 'UnitTransferred',
          ...scope,
          entityType: 'unitBlock',
          entityId: c.block.id,
          payload: {
            serial: c.block.serial,
            volume: c.moved,
            remainder: restBlock?.serial ?? null,
            received: received.serial,
            receivingAccountId: receiving.id,
            receivingCompanyId: receiving.companyId,
          },
        },
      ],
    };
  },

  async Split(c: Completion, scope: Scope): Promise<Children> {
    const part = await insertChildBlock(c.tx, c.block, {
      accountId: c.block.accountId,
      volume: c.moved,
      co2Abated: c.movedCo2,
      createdByActionId: c.action.id,
    });
    const restBlock = await restOf(c);
    return {
      restBlock,
      events: [
        {
          type: 'UnitSplit',
          ...scope,
          entityType: 'unitBlock',
          entityId: c.block.id,
          payload: {
            serial: c.block.serial,
            into: [part.serial, restBlock?.serial ?? null],
            volume: c.moved,
          },
        },
      ],
    };
  },

  async Claim(c: Completion, scope: Scope): Promise<Children> {
    const form = c.action.payload as Record<string, unknown>;
    const serc = form.sercClaimBeneficiary as
      { kind: string; accountId?: string; companyId?: string } | undefined;
    const givesSafce = serc?.kind === 'internal' && c.block.unitType === 'SAFcA' && c.block.category === 2;
    const claim = {
      retirementYear: form.retirementYear,
      retirementCountry: form.retirementCountry,
      retirementOnRegistryYear: form.retirementOnRegistryYear ?? c.now.getUTCFullYear(),
      claimPurpose: form.claimPurpose ?? null,
      complianceRegime: form.complianceRegime ?? null,
      logisticsProviderBeneficiary: form.logisticsProviderBeneficiary ?? null,
      previousOwnerId: form.previousOwnerId ?? null,
      safcClaimBeneficiary: form.safcClaimBeneficiary ?? null,
      sercClaimBeneficiary: form.sercClaimBeneficiary ?? null,
      actionId: c.action.id,
    };
    const restBlock = await restOf(c);
    const retired = await insertChildBlock(c.tx, c.block, {
      accountId: c.block.accountId,
      volume: c.moved,
      co2Abated: c.movedCo2,
      status: 'retired',
      claim,
      retiredAt: c.now,
      category: givesSafce ? 3 : c.block.category,
      typeCode: givesSafce ? retypeCode(c.block.typeCode, 'SAFcA', 3) : c.block.typeCode,
      createdByActionId: c.action.id,
    });
    const events: NewEvent[] = [
      {
        type: 'UnitClaimed',
        ...scope,
        entityType: 'unitBlock',
        entityId: c.block.id,
        payload: {
          serial: c.block.serial,
          retired: retired.serial,
          remainder: restBlock?.serial ?? null,
          volume: c.moved,
          ...claim,
        },
      },
    ];
    if (givesSafce && serc?.accountId) {
      const safce = await issueSafce(c, retired, serc.accountId);
      events.push(safceIssued(scope, safce, serc.accountId, serc.companyId, { claimedFrom: retired.serial }));
    }
    return { restBlock, events };
  },

  async IssueMeta(c: Completion, scope: Scope): Promise<Children> {
    const receivingId = c.action.receivingAccountId ?? '';
    const receiving = await accountWithCompany(c.tx, receivingId);
    const unbundled = await insertChildBlock(c.tx, c.block, {
      accountId: c.block.accountId,
      volume: c.moved,
      co2Abated: c.movedCo2,
      category: 3,
      typeCode: retypeCode(c.block.typeCode, 'SAFcA', 3),
      createdByActionId: c.action.id,
    });
    const restBlock = await restOf(c);
    const safce = await issueSafce(c, unbundled, receiving.id);
    return {
      restBlock,
      events: [
        {
          type: 'UnitUnbundled',
          ...scope,
          entityType: 'unitBlock',
          entityId: c.block.id,
          payload: {
            serial: c.block.serial,
            category3: unbundled.serial,
            remainder: restBlock?.serial ?? null,
            safce: safce.serial,
            volume: c.moved,
          },
        },
        safceIssued(scope, safce, receiving.id, receiving.companyId, { unbundledFrom: unbundled.serial }),
      ],
    };
  },
};

/** SAFcE of the moved volume, child of the SAFcA block it was issued for (see checkLedgerInvariant). */
function issueSafce(c: Completion, safcaBlock: UnitBlockRow, accountId: string): Promise<UnitBlockRow> {
  return insertChildBlock(c.tx, safcaBlock, {
    unitType: 'SAFcE',
    accountId,
    volume: c.moved,
    co2Abated: c.movedCo2,
    category: 3,
    typeCode: retypeCode(safcaBlock.typeCode, 'SAFcE', 3),
    createdByActionId: c.action.id,
  });
}

function safceIssued(
  scope: Scope,
  safce: UnitBlockRow,
  accountId: string,
  companyId: string | undefined,
  origin: Record<string, string>,
): NewEvent {
  return {
    type: 'UnitIssued',
    actorId: scope.actorId,
    companyId: companyId ?? scope.companyId,
    accountId,
    entityType: 'unitBlock',
    entityId: safce.id,
    payload: { serial: safce.serial, unitType: 'SAFcE', volume: safce.volume, ...origin },
  };
}
