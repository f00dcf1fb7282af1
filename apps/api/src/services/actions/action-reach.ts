import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { accountLimitOf, withinAccountLimit } from '../users/account-limit';
import type { Caller } from '../users/caller';

/**
 * Refuses a step on an action outside the account the caller's token is held to (docs/decisions/091) with
 * the very answer an unknown id gets (lockActionWithBlock, getAction): 404 "Action not found". Called before
 * the action is locked and its status judged, so the refusal tells nothing of the action's state. An action's
 * accounts never change, so reading them without the lock is sound. No query for a caller without a limit.
 */
export async function requireActionInReach(db: DbOrTx, caller: Caller, actionId: string): Promise<void> {
  if (accountLimitOf(caller) === null) return;
  const [row] = await db
    .select({ sending: actions.sendingAccountId, receiving: actions.receivingAccountId })
    .from(actions)
    .where(eq(actions.id, actionId));
  if (!row || !withinAccountLimit(caller, row.sending, row.receiving))
    throw AppError.notFound('Action not found', { actionId });
}
