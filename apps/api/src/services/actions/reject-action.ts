import type { Db, Tx } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireRegistryAdmin, requireUnitPermission, type Actor } from '../ledger/actor';
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
  actor: Actor,
  actionId: string,
  comment: string | null,
  now = new Date(),
): Promise<ActionRow> {
  return runActionStep(
    db,
    actionId,
    ['pendingSignature', 'pendingAcceptance', 'pendingApproval', 'clarificationRequested'],
    async (tx, action) => {
      const account = await whoMayReject(tx, actor, action);
      if (action.type === 'Issue' && awaitsAdministrator(action)) {
        return decideIssuance(tx, { action, adminId: actor.user.id, approved: false, comment, now });
      }
      await setActionStatus(tx, action, 'rejected', now);
      await releaseReservation(tx, action);
      const rejected: NewEvent = {
        type: 'ActionRejected',
        actorId: actor.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'action',
        entityId: action.id,
        payload: { type: action.type, volume: action.volume, comment, from: action.status },
      };
      const issuanceEvents =
        action.type === 'Issue'
          ? (await closeIssuance(tx, action, actor.user.id, now, 'rejected', comment)).events
          : [];
      return [rejected, ...issuanceEvents];
    },
  );
}

const awaitsAdministrator = (action: ActionRow) =>
  action.status === 'pendingApproval' || action.status === 'clarificationRequested';

async function whoMayReject(tx: Tx, actor: Actor, action: ActionRow) {
  if (awaitsAdministrator(action)) {
    requireRegistryAdmin(actor);
    return accountWithCompany(tx, actingAccountIdOf(action));
  }
  if (action.status === 'pendingAcceptance') {
    // Whoever may accept may refuse (decision 019).
    const receiving = await accountWithCompany(tx, action.receivingAccountId ?? '');
    requireUnitPermission(actor, 'Accept', receiving);
    return receiving;
  }
  const acting = await accountWithCompany(tx, actingAccountIdOf(action));
  requireUnitPermission(actor, 'Sign', acting);
  if (action.initiatorId === actor.user.id) {
    throw AppError.forbidden('The initiator withdraws an action with cancel, not reject');
  }
  return acting;
}
