import type { Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { requireActiveAccounts } from './active-destinations';
import { claimChildren } from './claim-children';
import type { Completion, Scope } from './completion';
import { shareCo2Abated, subtractVolumes } from './decimal-volumes';
import { childBlocksValue, insertChildBlocksSql } from './insert-child-block';
import { accountOrRead, type ActionAccounts, type ActionRow, type UnitBlockRow } from './ledger-rows';
import { splitChildren } from './split-children';
import { transferChildren } from './transfer-children';
import { unbundleChildren } from './unbundle-children';
import { type NewEvent } from '../events/record-events';

const PENDING = ['pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested'];

const CHILDREN_OF = {
  Transfer: transferChildren,
  Split: splitChildren,
  Claim: claimChildren,
  IssueMeta: unbundleChildren,
} as const;

/**
 * The completion's writes in one statement: the block superseded, its children inserted, the block's other
 * pending actions handed to the rest ($3, chosen before the insert; null when nothing is left) and the action
 * completed. Returns the children's serials.
 */
const COMPLETE_WITH_CHILDREN = preparedStatement(
  'ledger.complete-with-children',
  `with superseded as (
     update unit_blocks set status = 'superseded', reserved_volume = 0 where id = $1::uuid
   ), children as (${insertChildBlocksSql('$5')}
   ), handed_on as (
     update actions set unit_block_id = $3::uuid, updated_at = $4::timestamptz
      where $3::uuid is not null and unit_block_id = $1::uuid and id <> $2::uuid
        and status in (${PENDING.map((status) => `'${status}'`).join(', ')})
   ), completed as (
     update actions set status = 'completed', completed_at = $4::timestamptz, updated_at = $4::timestamptz
      where id = $2::uuid
   )
   select id, serial from children`,
);

/**
 * Completes a Transfer, Split, Claim or IssueMeta whose signatures (and acceptance) are in: supersedes the
 * block and creates its children. Blocks never change volume, so the superseded parent and its children are
 * the chain of custody. The rest keeps the reservations of the block's other pending actions, which move to it.
 * `block` is the action's block, locked with it by runActionStep. Returns the events to queue.
 */
export async function completeUnitAction(
  tx: Tx,
  action: ActionRow,
  block: UnitBlockRow | undefined,
  actorId: string,
  now: Date,
  /** The action's accounts as read with its lock, when they were (runActionStep); otherwise read here. */
  accounts?: ActionAccounts,
): Promise<NewEvent[]> {
  if (!action.unitBlockId || !action.volume || block?.id !== action.unitBlockId)
    throw new Error(`completeUnitAction: ${action.id} names no block, or not the one locked`);
  const sending = await accountOrRead(tx, block.accountId, accounts?.sending);
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
    children: [],
    receiving: accounts?.receiving,
  };
  const scope: Scope = { actorId, companyId: sending.companyId, accountId: sending.id };
  const childrenOf = CHILDREN_OF[action.type as keyof typeof CHILDREN_OF];
  if (!childrenOf) throw new Error(`completeUnitAction: a ${action.type} has no children`);
  const { restBlock, events } = await childrenOf(completion, scope);
  await requireActiveAccounts(tx, sending, completion.children, completion.receiving);
  const inserted = await preparedRows<{ id: string; serial: string }>(tx, COMPLETE_WITH_CHILDREN, [
    block.id,
    action.id,
    restBlock?.id ?? null,
    now.toISOString(),
    childBlocksValue(completion.children),
  ]);
  const serials = new Map(inserted.map((child) => [child.id, child.serial]));
  for (const child of completion.children) {
    const serial = serials.get(child.id);
    if (!serial) throw new Error(`completeUnitAction: the child ${child.id} was not inserted`);
    child.serial = serial;
  }
  const completed: NewEvent = {
    type: 'ActionCompleted',
    ...scope,
    entityType: 'action',
    entityId: action.id,
    payload: { type: action.type, volume: action.volume },
  };
  return [completed, ...events()];
}
