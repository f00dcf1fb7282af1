import type { ActionStatus, ActionType } from '@safc/domain';

export const ACTION_TYPE_LABELS: Record<ActionType, string> = {
  Issue: 'Issue',
  Transfer: 'Transfer',
  Claim: 'Claim',
  Split: 'Split',
  IssueMeta: 'Issue SAFcE',
  Onboarding: 'Onboarding',
};

export const ACTION_STATUS_LABELS: Record<ActionStatus, string> = {
  pendingSignature: 'Awaiting signature',
  pendingAcceptance: 'Awaiting acceptance',
  pendingApproval: 'Awaiting approval',
  clarificationRequested: 'Clarification requested',
  completed: 'Completed',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
  expired: 'Expired',
};
