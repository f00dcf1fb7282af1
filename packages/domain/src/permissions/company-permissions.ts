import { isSelf, type PermissionScope } from './permission-scope';
import type { PermissionAction, PermissionThing } from './permission-vocabulary';

type Grants = Partial<Record<PermissionThing, readonly PermissionAction[]>>;

/**
 * Platform spec §6, company representative row (accounts and units are judged elsewhere).
 * View on AccountRepresentative is added: whoever invites and removes account members must see them.
 */
const REPRESENTATIVE_GRANTS: Grants = {
  Company: ['View', 'Edit', 'Close'],
  User: ['View', 'Edit', 'Close'],
  CompanyRepresentative: ['View', 'Invite', 'Remove'],
  CompanyUsers: ['View'],
  AccountRole: ['Edit'],
  AccountRepresentative: ['View', 'Invite', 'Remove'],
  Billing: ['View'],
};

/**
 * Billing is for companies the registry admitted: one still awaiting review (or rejected, removed) has
 * no fees and no invoices to see. A blocked or closed company still sees its invoices, which it must pay.
 */
const BILLED_COMPANY_STATUSES = new Set(['active', 'blocked', 'closed']);

/** Other active users: their own company, and themself. */
const MEMBER_GRANTS: Grants = { Company: ['View'] };

export function companyPermission(
  scope: PermissionScope,
  action: PermissionAction,
  thing: PermissionThing,
): boolean {
  // Everyone may look at and edit their own profile (profile settings: name and phone).
  if (thing === 'User' && isSelf(scope) && (action === 'View' || action === 'Edit')) return true;
  if (thing === 'Billing' && !BILLED_COMPANY_STATUSES.has(scope.company.companyStatus)) return false;
  const grants = scope.company.role === 'companyRepresentative' ? REPRESENTATIVE_GRANTS : MEMBER_GRANTS;
  return grants[thing]?.includes(action) ?? false;
}
