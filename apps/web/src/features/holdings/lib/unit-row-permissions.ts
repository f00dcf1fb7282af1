import { can, compareDecimals, type PermissionContext } from '@safc/domain';
import type { UnitRow } from '../api/get-units';

export type UnitOperation = 'transfer' | 'split' | 'claim' | 'issueMeta';

/**
 * The operations a unit row offers: the user's permission on the block's account (platform spec §6) and
 * what the block allows (DESIGN §5): something free to move, no split or unbundling of compliance units
 * (category 1), and SAFcE only from a SAFcA block of category 2. The server decides in the end.
 */
export function unitOperations(ctx: PermissionContext | null, unit: UnitRow): UnitOperation[] {
  if (!ctx || unit.status !== 'active' || compareDecimals(unit.freeVolume, '0') <= 0) return [];
  const target = { companyId: unit.companyId, accountId: unit.accountId };
  const operations: UnitOperation[] = [];
  if (can(ctx, 'Transfer', 'Unit', target)) operations.push('transfer');
  if (can(ctx, 'Split', 'Unit', target) && unit.category !== 1) operations.push('split');
  if (can(ctx, 'Retire', 'Unit', target)) operations.push('claim');
  if (can(ctx, 'Issue', 'Unit', target) && unit.unitType === 'SAFcA' && unit.category === 2)
    operations.push('issueMeta');
  return operations;
}

export const UNIT_OPERATION_LABELS: Record<UnitOperation, string> = {
  transfer: 'Transfer',
  split: 'Split',
  claim: 'Claim',
  issueMeta: 'Issue SAFcE',
};

/**
 * Whether the user may start any action on the account's units. The readiness notice is for them: the
 * API judges readiness for the caller as initiator, which says nothing to an approver or a reader.
 */
export const mayInitiateOn = (ctx: PermissionContext | null, companyId: string, accountId: string): boolean =>
  ctx !== null &&
  (['Transfer', 'Split', 'Retire', 'Issue'] as const).some((action) =>
    can(ctx, action, 'Unit', { companyId, accountId }),
  );
