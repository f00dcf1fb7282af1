import type { CompanyStatus } from '../catalogues/statuses';

// Platform spec §3 "reasons a company cannot act" and DESIGN §5: no action can start on an account whose
// company is blocked, or that has fewer possible signers than it requires. The UI says why.

export const CANNOT_ACT_REASONS = ['NotEnoughApprovers', 'CompanyBlocked'] as const;
export type CannotActReason = (typeof CANNOT_ACT_REASONS)[number];

export interface ActionReadiness {
  companyStatus: CompanyStatus;
  /** The account's required signatures (default 1). */
  requiredSignatures: number;
  /** Active users with an active accountRepFullAccess or accountRepApprover membership on the account. */
  signerIds: readonly string[];
  /** The would-be initiator, who may not sign their own action. */
  initiatorId?: string;
}

export function cannotActReason(readiness: ActionReadiness): CannotActReason | null {
  if (readiness.companyStatus !== 'active') return 'CompanyBlocked';
  const possibleSigners = new Set(readiness.signerIds.filter((id) => id !== readiness.initiatorId)).size;
  return possibleSigners < readiness.requiredSignatures ? 'NotEnoughApprovers' : null;
}
