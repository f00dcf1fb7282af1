import { BADGE_CAP } from '../constants';

/** Platform spec §2 "Notification bell": the badge shows 99 when the count is 100 or more. */
export const badgeCount = (count: number): number => Math.min(Math.max(count, 0), BADGE_CAP);

/** The pending total of the bell: approvals, acceptances and signatures awaiting the user's company. */
export const pendingTotal = (counts: {
  pendingApprovalCount: number;
  pendingAcceptanceCount: number;
  pendingSignatureCount: number;
}): number => counts.pendingApprovalCount + counts.pendingAcceptanceCount + counts.pendingSignatureCount;
