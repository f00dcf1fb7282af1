import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireAdministrator, requireCan, unitsOf, type Caller } from '../users/caller';
import { accountWithCompany, actingAccountIdOf, type ActionRow } from '../ledger/ledger-rows';
import { releaseReservation } from '../ledger/release-reservation';
import { closeIssuance, decideIssuance } from '../issuances/decide-issuance';
import { runActionStep, setActionStatus } from './run-action-step';
import { type NewEvent } from '../events/record-events';

/**
 * Refuses an action, releasing what it reserved: the administrator refuses an issuance awaiting approval,
 * the receiving side refuses a transfer or an on-behalf claim, a signer of the acting account refuses to sign.
 */
export function rejectAction(
  db: Db,
  caller: Caller,
  actionId: string,
  comment: string | null,
  now = new Date(),
): Promise<ActionRow> {
  return runActionStep(
    db,
    actionId,
    ['pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested'],
    async (tx, action) => {
      const account = await whoMayReject(tx, caller, action);
      if (action.type === 'Issue' && awaitsAdministrator(action)) {
        return decideIssuance(tx, { action, adminId: caller.user.id, approved: false, comment, now });
      }
      await setActionStatus(tx, action, 'rejected', now);
      await releaseReservation(tx, action);
      const rejected: NewEvent = {
        type: 'ActionRejected',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'action',
        entityId: action.id,
        payload: { type: action.type, volume: action.volume, comment, from: action.status },
      };
      const issuanceEvents =
        action.type === 'Issue'
          ? (await closeIssuance(tx, action, caller.user.id, now, 'rejected', comment)).events
          : [];
      return [rejected, ...issuanceEvents];
    },
  );
}

const awaitsAdministrator = (action: ActionRow) =>
  action.status === 'pendingApproval' || action.status === 'clarificationRequested';

async function whoMayReject(tx: Tx, caller: Caller, action: ActionRow) {
  if (awaitsAdministrator(action)) {
    requireAdministrator(caller);
    return accountWithCompany(tx, actingAccountIdOf(action));
  }
  if (action.status === 'pendingAcceptance') {
    // Whoever may accept may refuse (decision 019).
    const receiving = await accountWithCompany(tx, action.receivingAccountId ?? '');
    requireCan(caller, 'Accept', 'Unit', unitsOf(receiving));
    return receiving;
  }
  const acting = await accountWithCompany(tx, actingAccountIdOf(action));
  requireCan(caller, 'Sign', 'Unit', unitsOf(acting));
  if (action.initiatorId === caller.user.id) {
    throw AppError.forbidden('The initiator withdraws an action with cancel, not reject');
  }
  return acting;
}
