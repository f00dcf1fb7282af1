import { SIGNER_ROLES, type AccountMembershipRole } from '../catalogues/statuses';
import { companyMayAct, relevantMemberships, type PermissionScope } from './permission-scope';
import type { PermissionAction } from './permission-vocabulary';

const ANY_ROLE: readonly AccountMembershipRole[] = [
  'accountRepFullAccess',
  'accountRepApprover',
  'accountRepInitiator',
  'readOnly',
];
const INITIATORS: readonly AccountMembershipRole[] = ['accountRepFullAccess', 'accountRepInitiator'];
/**
 * Who accepts units into an account (an incoming transfer, a claim on its behalf): every member who acts for
 * the account, as for Trust on it (a trusted sender's transfers need no acceptance at all), so not the
 * read-only member (docs/decisions/019).
 */
export const ACCEPTING_ROLES: readonly AccountMembershipRole[] = [
  'accountRepFullAccess',
  'accountRepInitiator',
  'accountRepApprover',
];

/** Platform spec §6 "Unit permissions for non-admins, limited to units of their accounts". */
const ROLES_FOR_UNIT_ACTION: Partial<Record<PermissionAction, readonly AccountMembershipRole[]>> = {
  View: ANY_ROLE,
  Issue: INITIATORS,
  Transfer: INITIATORS,
  Split: INITIATORS,
  Retire: INITIATORS,
  SetComment: INITIATORS,
  Sign: SIGNER_ROLES,
  Accept: ACCEPTING_ROLES,
};

export function unitPermission(scope: PermissionScope, action: PermissionAction): boolean {
  const roles = ROLES_FOR_UNIT_ACTION[action];
  if (!roles) return false;
  // Looking needs any membership; acting needs an active account of a company that may act.
  const acting = action !== 'View';
  if (acting && !companyMayAct(scope)) return false;
  return relevantMemberships(scope).some(
    (membership) => roles.includes(membership.role) && (!acting || membership.accountStatus === 'active'),
  );
}
