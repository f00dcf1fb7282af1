import type { CannotActReason } from '@safc/domain';

/** What the holder is told before starting anything on an account that cannot act (DESIGN §5). */
export const READINESS_MESSAGES: Record<CannotActReason, { title: string; text: string }> = {
  NotEnoughApprovers: {
    title: 'Not enough approvers',
    text:
      'This account has fewer possible signers than the signatures it requires, so no transfer, split, claim or ' +
      'issuance can start on it. A company representative can add an approver to the account or lower its ' +
      'required signatures.',
  },
  CompanyBlocked: {
    title: 'Company blocked',
    text:
      'Your company is blocked or not yet active in the registry, so its accounts cannot start actions. ' +
      'Contact the registry administrator through the helpdesk.',
  },
};
