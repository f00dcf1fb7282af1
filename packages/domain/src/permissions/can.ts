import { accountPermission } from './account-permissions';
import { companyPermission } from './company-permissions';
import { selectedCompanyOf } from './permission-context';
import type {
  PermissionAction,
  PermissionContext,
  PermissionTarget,
  PermissionThing,
} from './permission-vocabulary';
import { unitPermission } from './unit-permissions';

/**
 * Registry admins may do everything except issue units and create or trust accounts (platform spec §6), nor
 * accept units on an account's behalf, which is the account's own word like trust (docs/decisions/019).
 */
function adminPermission(action: PermissionAction, thing: PermissionThing): boolean {
  if (thing === 'Unit' && (action === 'Issue' || action === 'Accept')) return false;
  if (thing === 'Account' && (action === 'Create' || action === 'Trust')) return false;
  return true;
}

/** An account-scoped API token reaches that account and its units, and nothing else (decision 091). */
const withinAccount = (accountId: string, thing: PermissionThing, target: PermissionTarget): boolean =>
  (thing === 'Account' || thing === 'Unit') && target.accountId === accountId;

/**
 * The one permission check of the registry, called by the API before every service and by the web
 * before showing a button. See PermissionTarget for what to pass.
 */
export function can(
  ctx: PermissionContext,
  action: PermissionAction,
  thing: PermissionThing,
  target: PermissionTarget = {},
): boolean {
  const { user } = ctx;
  if (user.status !== 'active') return false;
  if (ctx.onlyAccountId !== undefined && !withinAccount(ctx.onlyAccountId, thing, target)) return false;
  if (user.isRegistryAdmin) return adminPermission(action, thing);
  // Registry admin rights are never a company's to give.
  if (thing === 'RegistryAdminUser') return false;
  // Non-admins need a selected company that belongs to them, and the target must be in it.
  const company = selectedCompanyOf(ctx);
  if (!company) return false;
  if (target.companyId !== undefined && target.companyId !== company.id) return false;
  const scope = { user, company, target };
  if (thing === 'Unit') return unitPermission(scope, action);
  if (thing === 'Account') return accountPermission(scope, action);
  return companyPermission(scope, action, thing);
}
