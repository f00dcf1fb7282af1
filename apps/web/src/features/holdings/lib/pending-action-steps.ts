import { can, type PermissionContext } from '@safc/domain';
import type { PendingAction } from '../api/get-pending-actions';
import type { ActionStep } from '../api/move-action';

/**
 * The buttons a pending action offers this user (DESIGN §5), asked of `can`; the server decides in the end.
 * Sign: a signer of the sending account other than the initiator. Accept: an acting member of the receiving
 * account. Reject: whoever may sign or accept. Cancel: the initiator, while the action is theirs to withdraw.
 */
export function pendingActionSteps(ctx: PermissionContext | null, userId: string | undefined, action: PendingAction): ActionStep[] {
  if (!ctx || !userId) return [];
  const steps: ActionStep[] = [];
  const sending = action.sendingAccount;
  const receiving = action.receivingAccount;
  if (
    action.status === 'pendingSignature' &&
    sending &&
    action.initiator.id !== userId &&
    can(ctx, 'Sign', 'Unit', { companyId: sending.companyId, accountId: sending.id })
  ) {
    steps.push('sign');
  }
  if (action.status === 'pendingAcceptance' && receiving) {
    const target = { companyId: receiving.companyId, accountId: receiving.id };
    if (can(ctx, 'Sign', 'Unit', target) || can(ctx, 'Transfer', 'Unit', target)) steps.push('accept');
  }
  if (steps.length > 0) steps.push('reject');
  if (action.initiator.id === userId && (action.status === 'pendingSignature' || action.status === 'pendingAcceptance')) {
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
