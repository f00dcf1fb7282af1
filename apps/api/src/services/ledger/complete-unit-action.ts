import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { actions, unitBlocks } from '../../db/schema';
import type { NewEvent } from '../events/append-event';
import { claimChildren } from './claim-children';
import type { Completion, Scope } from './completion';
import { shareCo2Abated, subtractVolumes } from './decimal-volumes';
import { accountWithCompany, lockUnitBlock, type ActionRow } from './ledger-rows';
import { splitChildren } from './split-children';
import { transferChildren } from './transfer-children';
import { unbundleChildren } from './unbundle-children';

const PENDING = [
  'pendingSignature',
  'pendingAcceptance',
  'pendingApproval',
  'clarificationRequested',
] as const;

const CHILDREN_OF = {
  Transfer: transferChildren,
  Split: splitChildren,
  Claim: claimChildren,
  IssueMeta: unbundleChildren,
} as const;

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
  const childrenOf = CHILDREN_OF[action.type as keyof typeof CHILDREN_OF];
  if (!childrenOf) throw new Error(`completeUnitAction: a ${action.type} has no children`);
  const { restBlock, events } = await childrenOf(completion, scope);
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
