import type { CannotActReason, IssuanceStatus } from '@safc/domain';

export const ISSUANCE_STATUS_LABELS: Record<IssuanceStatus, string> = {
  pendingSignature: 'Awaiting signature',
  pendingApproval: 'Awaiting administrator approval',
  clarificationRequested: 'Clarification requested',
  approved: 'Approved: units issued',
  rejected: 'Rejected',
  cancelled: 'Cancelled',
};

export const ISSUANCE_STATUS_COLORS: Record<
  IssuanceStatus,
  'warning' | 'info' | 'success' | 'error' | 'default'
> = {
  pendingSignature: 'warning',
  pendingApproval: 'info',
  clarificationRequested: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
};

/** Why the account cannot issue now, said before anyone fills the wizard (DESIGN §5). */
export const CANNOT_ISSUE_MESSAGES: Record<CannotActReason, string> = {
  NotEnoughApprovers:
    'Not enough approvers: this account has fewer possible signers than the signatures it requires, so no issuance can start. A company representative can add an approver or lower the required signatures.',
  CompanyBlocked:
    'Company blocked: your company is blocked or not yet active in the registry, so its accounts cannot issue. Contact the registry administrator through the helpdesk.',
};
