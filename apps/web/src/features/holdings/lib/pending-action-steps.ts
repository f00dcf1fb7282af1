import { can, type PermissionContext } from '@safc/domain';
import type { ActionView } from '@safc/domain';
import type { ActionStep } from '../api/move-action';

/**
 * The buttons a pending action offers this user (DESIGN §5), asked of `can`; the server decides in the end.
 * Sign: a signer of the sending account other than the initiator. Accept: a member who acts for the receiving
 * account (docs/decisions/019). Reject: whoever may sign or accept. Cancel: the initiator, while the action is
 * theirs to withdraw.
 */
export function pendingActionSteps(
  ctx: PermissionContext | null,
  userId: string | undefined,
  action: ActionView,
): ActionStep[] {
  if (!ctx || !userId) return [];
  const steps: ActionStep[] = [];
  if (
    action.status === 'pendingSignature' &&
    action.sendingAccountId &&
    action.sendingCompanyId &&
    action.initiatorId !== userId &&
    can(ctx, 'Sign', 'Unit', { companyId: action.sendingCompanyId, accountId: action.sendingAccountId })
  ) {
    steps.push('sign');
  }
  if (
    action.status === 'pendingAcceptance' &&
    action.receivingAccountId &&
    action.receivingCompanyId &&
    can(ctx, 'Accept', 'Unit', { companyId: action.receivingCompanyId, accountId: action.receivingAccountId })
  ) {
    steps.push('accept');
  }
  if (steps.length > 0) steps.push('reject');
  if (
    action.initiatorId === userId &&
    (action.status === 'pendingSignature' || action.status === 'pendingAcceptance')
  ) {
    steps.push('cancel');
  }
  return steps;
}

export const ACTION_STEP_LABELS: Record<ActionStep, string> = {
  sign: 'Sign',
  accept: 'Accept',
  reject: 'Reject',
  cancel: 'Cancel',
};
