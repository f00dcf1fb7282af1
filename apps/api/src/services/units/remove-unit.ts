import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { isZeroVolume } from '../ledger/decimal-volumes';
import { accountWithCompany, lockUnitBlock, type UnitBlockRow } from '../ledger/ledger-rows';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * A registry administrator removes a unit issued in error (DESIGN §5): the block becomes `removed`, a
 * state and never a deletion, so it still counts towards its issuance's volume and its chain of custody
 * stays whole. Only a free active block: a pending action holds volume on it, and removing it under that
 * action would leave the action spending a unit that no longer exists.
 */
export async function removeUnit(
  db: Db,
  caller: Caller,
  id: string,
  reason: string,
  now = new Date(),
): Promise<UnitBlockRow> {
  return eventTransaction(db, async (tx) => {
    const block = await lockUnitBlock(tx, id);
    const account = await accountWithCompany(tx, block.accountId);
    requireCan(caller, 'Remove', 'Unit', unitsOf(account));
    if (block.status !== 'active') {
      throw AppError.conflict(`The unit block ${block.serial} is ${block.status} and cannot be removed`, {
        blockId: block.id,
        status: block.status,
      });
    }
    if (!isZeroVolume(block.reservedVolume)) {
      throw AppError.conflict(
        `${block.reservedVolume} t of ${block.serial} is reserved by pending actions: cancel or reject them before removing the unit`,
        { blockId: block.id, reservedVolume: block.reservedVolume },
      );
    }
    const [removed] = await tx
      .update(unitBlocks)
      .set({ status: 'removed', removalReason: reason, removedAt: now, removedById: caller.user.id })
      .where(eq(unitBlocks.id, block.id))
      .returning();
    if (!removed) throw new Error('removeUnit: the block was not updated');
    await recordEvents(tx, [
      {
        type: 'UnitRemoved',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'unitBlock',
        entityId: block.id,
        payload: { serial: block.serial, unitType: block.unitType, volume: block.volume, reason },
      },
    ]);
    return removed;
  });
}
