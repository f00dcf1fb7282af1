import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitBlocks } from '../../db/schema';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { accountWithCompany, lockUnitBlock } from '../ledger/ledger-rows';
import { eventTransaction, recordEvents } from '../events/record-events';

/** The internal note of a block (SetComment); the text is logged so the log shows what it said. */
export async function setUnitComment(
  db: Db,
  caller: Caller,
  id: string,
  comment: string | null,
): Promise<void> {
  await eventTransaction(db, async (tx) => {
    const block = await lockUnitBlock(tx, id);
    const account = await accountWithCompany(tx, block.accountId);
    requireCan(caller, 'SetComment', 'Unit', unitsOf(account));
    await tx.update(unitBlocks).set({ comment }).where(eq(unitBlocks.id, id));
    await recordEvents(tx, [
      {
        type: 'UnitCommentSet',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'unitBlock',
        entityId: id,
        payload: { serial: block.serial, comment },
      },
    ]);
  });
}
