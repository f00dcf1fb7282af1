import { can } from './can';
import type { PermissionAction, PermissionContext } from './permission-vocabulary';

/**
 * The accounts of the selected company on which the user may do `action` to units (or ViewUnits on the
 * account): the holdings account list and the account pickers of the unit forms. Admins are not limited
 * by membership, so for them the answer is 'all'.
 */
export function permittedAccountIds(ctx: PermissionContext, action: PermissionAction): string[] | 'all' {
  if (ctx.user.isRegistryAdmin) return ctx.user.status === 'active' ? 'all' : [];
  const thing = action === 'ViewUnits' ? 'Account' : 'Unit';
  const ids = ctx.user.accountMemberships
    .filter((membership) =>
      can(ctx, action, thing, { companyId: membership.companyId, accountId: membership.accountId }),
    )
    .map((membership) => membership.accountId);
  return [...new Set(ids)];
}

/**
 * Platform spec §2 "Selected-account behaviour": the selection defaults to the first permitted account
 * and clears if none exist; a selection that is no longer permitted falls back the same way.
 */
export function chooseSelectedAccount(
  current: string | null,
  permittedIds: readonly string[],
): string | null {
  if (current !== null && permittedIds.includes(current)) return current;
  return permittedIds[0] ?? null;
}
