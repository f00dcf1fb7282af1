import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, unitBlocks } from '../../db/schema';
import { type NewEvent, eventTransaction, recordEvents } from '../events/record-events';

const BATCH = 100;
/** Bounded: a backlog is worked off over several runs rather than in one long transaction. */
const MAX_BATCHES = 20;

/** Active, past its validity period, and nothing reserved on it by a pending action. */
const dueAt = (now: Date) =>
  and(eq(unitBlocks.status, 'active'), lte(unitBlocks.expiresAt, now), eq(unitBlocks.reservedVolume, '0'));

/**
 * Moves active blocks whose validity period has ended (docs/decisions/009) to `expired`, a state and never a
 * deletion: the block still counts towards its issuance's volume. A block with reserved volume is left active
 * until its pending actions are decided; what they leave behind inherits the expiry and goes on a later run.
 * Safe with several API processes: the blocks are taken with FOR UPDATE SKIP LOCKED, so two runners never
 * take the same block, and a block being spent right now is left for the next run rather than waited for.
 */
export async function expireUnits(db: Db, now = new Date()): Promise<{ expired: number }> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    // Look before opening a ledger transaction: most runs find nothing due and then write and seal nothing.
    const [anyDue] = await db.select({ id: unitBlocks.id }).from(unitBlocks).where(dueAt(now)).limit(1);
    if (!anyDue) break;
    const count = await eventTransaction(db, async (tx) => {
      const due = await tx
        .select({
          id: unitBlocks.id,
          serial: unitBlocks.serial,
          unitType: unitBlocks.unitType,
          volume: unitBlocks.volume,
          expiresAt: unitBlocks.expiresAt,
          accountId: unitBlocks.accountId,
        })
        .from(unitBlocks)
        .where(dueAt(now))
        .orderBy(asc(unitBlocks.expiresAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (due.length === 0) return 0;
      await tx
        .update(unitBlocks)
        .set({ status: 'expired' })
        .where(
          inArray(
            unitBlocks.id,
            due.map((block) => block.id),
          ),
        );
      const holders = await tx
        .select({ id: accounts.id, companyId: accounts.companyId })
        .from(accounts)
        .where(inArray(accounts.id, [...new Set(due.map((block) => block.accountId))]));
      const companyOf = new Map(holders.map((account) => [account.id, account.companyId]));
      const events: NewEvent[] = due.map((block) => ({
        type: 'UnitExpired',
        companyId: companyOf.get(block.accountId) ?? null,
        accountId: block.accountId,
        entityType: 'unitBlock',
        entityId: block.id,
        payload: {
          serial: block.serial,
          unitType: block.unitType,
          volume: block.volume,
          expiresAt: block.expiresAt?.toISOString(),
        },
      }));
      await recordEvents(tx, events);
      return due.length;
    });
    expired += count;
    if (count < BATCH) break;
  }
  return { expired };
}
