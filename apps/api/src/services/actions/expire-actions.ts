import { and, asc, eq, inArray, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions } from '../../db/schema';
import type { NewEvent } from '../events/append-event';
import { appendEvents } from '../ledger/append-events';
import { findAccountWithCompany } from '../ledger/ledger-rows';
import { releaseReservation } from '../ledger/release-reservation';

const BATCH = 50;
/** Bounded: a backlog is worked off over several runs rather than in one long transaction. */
const MAX_BATCHES = 20;

/**
 * Expires transfers not completed within 72 hours and releases their reservations. Safe with several API
 * processes: each batch claims its actions with FOR UPDATE SKIP LOCKED, so two runners never take the same
 * one, and an action being signed or accepted right now is left for the next run.
 */
export async function expireActions(db: Db, now = new Date()): Promise<{ expired: number }> {
  let expired = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const count = await db.transaction(async (tx) => {
      const due = await tx
        .select()
        .from(actions)
        .where(
          and(
            inArray(actions.status, ['pendingSignature', 'pendingAcceptance']),
            lte(actions.expiresAt, now),
          ),
        )
        .orderBy(asc(actions.expiresAt))
        .limit(BATCH)
        .for('update', { skipLocked: true });
      const events: NewEvent[] = [];
      for (const action of due) {
        await tx.update(actions).set({ status: 'expired', updatedAt: now }).where(eq(actions.id, action.id));
        await releaseReservation(tx, action);
        const account = action.sendingAccountId ? await findAccountWithCompany(tx, action.sendingAccountId) : undefined;
        events.push({
          type: 'ActionExpired',
          companyId: account?.companyId ?? null,
          accountId: account?.id ?? null,
          entityType: 'action',
          entityId: action.id,
          payload: { type: action.type, volume: action.volume, expiresAt: action.expiresAt?.toISOString() },
        });
      }
      await appendEvents(tx, events);
      return due.length;
    });
    expired += count;
    if (count < BATCH) break;
  }
  return { expired };
}
