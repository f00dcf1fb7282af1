import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions, unitBlocks } from '../../db/schema';
import { findAccountWithCompany, type ActionRow } from '../ledger/ledger-rows';
import { releaseReservation } from '../ledger/release-reservation';
import { type NewEvent, eventTransaction, recordEvents } from '../events/record-events';

const BATCH = 50;
/** Bounded: a backlog is worked off over several runs rather than in one long transaction. */
const MAX_BATCHES = 20;
const EXPIRING = ['pendingSignature', 'pendingAcceptance'] as const;

/**
 * Expires transfers not completed within 72 hours and releases their reservations. Safe with several API
 * processes: the block and then the action are taken with FOR UPDATE SKIP LOCKED (the order every writer
 * uses), so two runners never take the same action, and an action being signed or accepted right now is
 * left for the next run rather than waited for.
 */
export async function expireActions(db: Db, now = new Date()): Promise<{ expired: number }> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const due = await db
      .select({ id: actions.id, unitBlockId: actions.unitBlockId })
      .from(actions)
      .where(and(inArray(actions.status, [...EXPIRING]), lte(actions.expiresAt, now)))
      .orderBy(asc(actions.expiresAt))
      .limit(BATCH);
    if (due.length === 0) break;
    const count = await eventTransaction(db, async (tx) => {
      const events: NewEvent[] = [];
      for (const candidate of due) {
        const action = await claimDueAction(tx, candidate, now);
        if (!action) continue;
        await tx.update(actions).set({ status: 'expired', updatedAt: now }).where(eq(actions.id, action.id));
        await releaseReservation(tx, action);
        const account = action.sendingAccountId
          ? await findAccountWithCompany(tx, action.sendingAccountId)
          : undefined;
        events.push({
          type: 'ActionExpired',
          companyId: account?.companyId ?? null,
          accountId: account?.id ?? null,
          entityType: 'action',
          entityId: action.id,
          payload: { type: action.type, volume: action.volume, expiresAt: action.expiresAt?.toISOString() },
        });
      }
      await recordEvents(tx, events);
      return events.length;
    });
    expired += count;
    // Everything due was skipped (locked by others) or done: what is left is for the next run.
    if (count === 0 || due.length < BATCH) break;
  }
  return { expired };
}

async function claimDueAction(
  tx: Tx,
  candidate: { id: string; unitBlockId: string | null },
  now: Date,
): Promise<ActionRow | undefined> {
  if (candidate.unitBlockId) {
    const [block] = await tx
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.id, candidate.unitBlockId), eq(unitBlocks.status, 'active')))
      .for('update', { skipLocked: true });
    if (!block) return undefined;
  }
  const [action] = await tx
    .select()
    .from(actions)
    .where(eq(actions.id, candidate.id))
    .for('update', { skipLocked: true });
  const stillDue =
    action &&
    (EXPIRING as readonly string[]).includes(action.status) &&
    action.unitBlockId === candidate.unitBlockId &&
    action.expiresAt !== null &&
    action.expiresAt <= now;
  return stillDue ? action : undefined;
}
