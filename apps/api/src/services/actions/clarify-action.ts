import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireAdministrator, type Caller } from '../users/caller';
import type { ActionRow } from '../ledger/ledger-rows';
import { recordClarification } from '../issuances/decide-issuance';
import { requireActionInReach } from './action-reach';
import { runActionStep, setActionStatus } from './run-action-step';

/** The administrator asks the initiator of an issuance for clarification (IssueApprovalRequest). */
export function requestClarification(
  db: Db,
  caller: Caller,
  actionId: string,
  comment: string,
  now = new Date(),
): Promise<ActionRow> {
  requireAdministrator(caller);
  return runActionStep(db, actionId, ['pendingApproval'], async (tx, action) => {
    if (action.type !== 'Issue')
      throw AppError.conflict('Only an issuance can be sent back for clarification');
    await setActionStatus(tx, action, 'clarificationRequested', now);
    return [await recordClarification(tx, action, caller.user.id, now, { role: 'question', comment })];
  });
}

/**
 * The initiator answers; the issuance goes back to the administrator. As for cancel, the route lets any
 * signed-in caller through, so a token held to another account is refused here, as an unknown id.
 */
export async function answerClarification(
  db: Db,
  caller: Caller,
  actionId: string,
  comment: string,
  now = new Date(),
): Promise<ActionRow> {
  await requireActionInReach(db, caller, actionId);
  return runActionStep(db, actionId, ['clarificationRequested'], async (tx, action) => {
    if (action.initiatorId !== caller.user.id) {
      throw AppError.forbidden('Only the initiator of the issuance may answer the administrator');
    }
    await setActionStatus(tx, action, 'pendingApproval', now);
    return [await recordClarification(tx, action, caller.user.id, now, { role: 'answer', comment })];
  });
}
