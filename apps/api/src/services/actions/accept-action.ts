import type { Db, Tx } from '../../db/client';
import type { NewEvent } from '../events/record-events';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { completeUnitAction } from '../ledger/complete-unit-action';
import { accountOrRead, type ActionAccounts, type ActionRow, type UnitBlockRow } from '../ledger/ledger-rows';
import { requireNotExpired, runActionStep } from './run-action-step';

/** The receiving account accepts a transfer or an on-behalf claim: who may, is decision 019 (Accept). */
export function acceptAction(db: Db, caller: Caller, actionId: string, now = new Date()): Promise<ActionRow> {
  return runActionStep(db, actionId, ['pendingAcceptance'], acceptStep(caller, now));
}

/** The acceptance as a step of runActionStep (one action) or runActionStepIn (a batch's). */
export function acceptStep(caller: Caller, now: Date) {
  return async (
    tx: Tx,
    action: ActionRow,
    block: UnitBlockRow | undefined,
    accounts: ActionAccounts,
  ): Promise<NewEvent[]> => {
    requireNotExpired(action, now);
    const receiving = await accountOrRead(tx, action.receivingAccountId ?? '', accounts.receiving);
    requireCan(caller, 'Accept', 'Unit', unitsOf(receiving));
    const completion = await completeUnitAction(tx, action, block, caller.user.id, now, accounts);
    return [
      {
        type: 'ActionAccepted',
        actorId: caller.user.id,
        companyId: receiving.companyId,
        accountId: receiving.id,
        entityType: 'action',
        entityId: action.id,
        payload: { type: action.type, volume: action.volume },
      },
      ...completion,
    ];
  };
}
