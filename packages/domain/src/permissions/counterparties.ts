import { can } from './can';
import type { PermissionContext } from './permission-vocabulary';

/**
 * GET /api/account/to-transfer lists every active account of the registry (private companies without their
 * name), to choose a counterparty of one account: the recipient of a transfer or a claim out of it (Transfer
 * on its units), or a sender it trusts (Trust on it). Nobody else gets the list (issue 15 §3).
 */
export const mayListCounterparties = (
  ctx: PermissionContext,
  account: { companyId: string; accountId: string },
): boolean => can(ctx, 'Transfer', 'Unit', account) || can(ctx, 'Trust', 'Account', account);
