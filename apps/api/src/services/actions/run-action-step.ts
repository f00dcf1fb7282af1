import type { ActionStatus } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { NewEvent } from '../events/append-event';
import { ledgerTransaction } from '../ledger/ledger-transaction';
import { queueEvents } from '../ledger/seal-events';
import { lockActionWithBlock, type ActionRow } from '../ledger/ledger-rows';

/**
 * One move of an action, in one transaction: its block and the action row are locked (in that order),
 * the step returns its events, which are queued with the change and sealed into the chain after commit. Returns the action as it stands afterwards.
 */
export async function runActionStep(
  db: Db,
  actionId: string,
  allowed: readonly ActionStatus[],
  step: (tx: Tx, action: ActionRow) => Promise<NewEvent[]>,
): Promise<ActionRow> {
  return ledgerTransaction(db, async (tx) => {
    const action = await lockActionWithBlock(tx, actionId);
    if (!allowed.includes(action.status)) {
      throw AppError.conflict(`The ${action.type} action is ${action.status}`, {
        actionId: action.id,
        status: action.status,
      });
    }
    const events = await step(tx, action);
    await queueEvents(tx, events);
    const [after] = await tx.select().from(actions).where(eq(actions.id, action.id));
    return after ?? action;
  });
}

export async function setActionStatus(
  tx: Tx,
  action: ActionRow,
  status: ActionStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(actions)
    .set({ status, updatedAt: now, completedAt: status === 'pendingAcceptance' ? null : action.completedAt })
    .where(eq(actions.id, action.id));
}
