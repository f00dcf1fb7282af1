import { ACTION_STATUS_LABELS, ACTION_TYPE_LABELS, type ActionResult, type ActionView } from '@safc/domain';
import type { ActionStep } from '../api/move-action';
import { formatVolume } from '../../../lib/format-volume';

const DONE: Record<ActionStep, string> = {
  sign: 'Signed',
  accept: 'Accepted',
  reject: 'Rejected',
  cancel: 'Cancelled',
};

/** "the transfer of 100.000 t of SAFCA-2026-000006", or as much of it as the action names. */
function whatOf(action: ActionView): string {
  const kind = ACTION_TYPE_LABELS[action.type].toLowerCase();
  const volume = action.volume ? ` of ${formatVolume(action.volume)} t` : '';
  const serial = action.serial ? ` of ${action.serial}` : '';
  return `the ${kind}${volume}${serial}`;
}

/** Where the action stands after the step, in words for the person who took it. */
function nextOf(action: ActionView, result: ActionResult): string {
  switch (result.status) {
    case 'completed':
      return action.type === 'Transfer' && action.receivingAccountName
        ? `is complete: the units are in ${action.receivingAccountName}`
        : 'is complete';
    case 'pendingSignature':
      return 'waits for another signature';
    case 'pendingAcceptance':
      return action.receivingAccountName
        ? `now waits for ${action.receivingAccountName} to accept it`
        : 'now waits for the receiving account to accept it';
    case 'pendingApproval':
      return "now waits for the registry administrator's approval";
    case 'rejected':
    case 'cancelled':
      return action.unitBlockId ? 'will not happen: its units are free again' : 'will not happen';
    default:
      return `is ${ACTION_STATUS_LABELS[result.status].toLowerCase()}`;
  }
}

/**
 * What a step on a pending action did, said once it is done (the row leaves the list, which says nothing by
 * itself): "Signed: the transfer of 100.000 t of SAFCA-2026-000006 now waits for SkyWays - SAF Portfolio to
 * accept it."
 */
export function stepOutcome(action: ActionView, step: ActionStep, result: ActionResult): string {
  return `${DONE[step]}: ${whatOf(action)} ${nextOf(action, result)}.`;
}
