import type { CompanyStatus } from '../catalogues/statuses';

// Platform spec §3 "reasons a company cannot act" and DESIGN §5: no action can start on an account whose
// company is blocked, or that has fewer possible signers than it requires. The UI says why.

export const CANNOT_ACT_REASONS = ['NotEnoughApprovers', 'CompanyBlocked'] as const;
export type CannotActReason = (typeof CANNOT_ACT_REASONS)[number];

/** What decides whether an action may start on an account: the API reads it in one query. */
export interface SigningFacts {
  companyStatus: CompanyStatus;
  /** The account's required signatures (default 1). */
  requiredSignatures: number;
  /** Active users with an active SIGNER_ROLES membership on the account. */
  signerIds: readonly string[];
  /** The would-be initiator, who may not sign their own action. */
  initiatorId?: string;
}

/** People other than the initiator who could sign the action. */
export function possibleSignersOf(facts: SigningFacts): number {
  return new Set(facts.signerIds.filter((id) => id !== facts.initiatorId)).size;
}

/** Every reason the action cannot start, in the order the web shows them; empty when it can. */
export function cannotActReasons(facts: SigningFacts): CannotActReason[] {
  const reasons: CannotActReason[] = [];
  if (facts.companyStatus !== 'active') reasons.push('CompanyBlocked');
  if (possibleSignersOf(facts) < facts.requiredSignatures) reasons.push('NotEnoughApprovers');
  return reasons;
}
