import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { unitBlocks } from '../../db/schema';
import type { ActionRow } from './ledger-rows';
import { lockUnitBlock } from './ledger-rows';

/** Gives the action's reserved volume back to its block (rejected, cancelled or expired). */
export async function releaseReservation(tx: Tx, action: ActionRow): Promise<void> {
  if (!action.unitBlockId || !action.volume) return;
  const block = await lockUnitBlock(tx, action.unitBlockId);
  if (block.status !== 'active') return;
  await tx
    .update(unitBlocks)
    .set({ reservedVolume: sql`${unitBlocks.reservedVolume} - ${action.volume}` })
    .where(eq(unitBlocks.id, block.id));
}
