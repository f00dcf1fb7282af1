import { companyMayAct, relevantMemberships, type PermissionScope } from './permission-scope';
import type { PermissionAction } from './permission-vocabulary';

const REPRESENTATIVE_ACCOUNT_ACTIONS: readonly PermissionAction[] = [
  'View',
  'Edit',
  'Close',
  'Create',
  'Trust',
];

/** Platform spec §6, the rows on accounts, for a non-admin in the selected company. */
export function accountPermission(scope: PermissionScope, action: PermissionAction): boolean {
  const memberships = relevantMemberships(scope);
  // ViewUnits follows the membership, not the company role: a representative sees the units of
  // the accounts they are a member of, like everyone else.
  if (action === 'ViewUnits') return memberships.length > 0;
  if (scope.company.role === 'companyRepresentative') {
    if (!REPRESENTATIVE_ACCOUNT_ACTIONS.includes(action)) return false;
    return action === 'Create' || action === 'Trust' ? companyMayAct(scope) : true;
  }
  // Other users: their accounts, whatever the account's status; trust needs a role that can act.
  if (action === 'View') return memberships.length > 0;
  if (action === 'Trust') return companyMayAct(scope) && memberships.some((m) => m.role !== 'readOnly');
  return false;
}
