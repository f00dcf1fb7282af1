import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { accountWithCompany, actingAccountIdOf, type ActionRow } from '../ledger/ledger-rows';
import { releaseReservation } from '../ledger/release-reservation';
import { closeIssuance } from '../issuances/decide-issuance';
import { requireActionInReach } from './action-reach';
import { runActionStep, setActionStatus } from './run-action-step';

/**
 * The initiator withdraws a pending action; its reservation is released. The route lets any signed-in caller
 * through (the initiator, whatever their role now), so a token held to another account is refused here.
 */
export async function cancelAction(
  db: Db,
  caller: Caller,
  actionId: string,
  now = new Date(),
): Promise<ActionRow> {
  await requireActionInReach(db, caller, actionId);
  return runActionStep(
    db,
    actionId,
    ['pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested'],
    async (tx, action) => {
      if (action.initiatorId !== caller.user.id)
        throw AppError.forbidden('Only the initiator may cancel this action');
      const account = await accountWithCompany(tx, actingAccountIdOf(action));
      await setActionStatus(tx, action, 'cancelled', now);
      await releaseReservation(tx, action);
      const issuanceEvents =
        action.type === 'Issue'
          ? (await closeIssuance(tx, action, caller.user.id, now, 'cancelled', null)).events
          : [];
      return [
        {
          type: 'ActionCancelled',
          actorId: caller.user.id,
          companyId: account.companyId,
          accountId: account.id,
          entityType: 'action',
          entityId: action.id,
          payload: { type: action.type, volume: action.volume, from: action.status },
        },
        ...issuanceEvents,
      ];
    },
  );
}
