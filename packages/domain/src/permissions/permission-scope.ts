import type {
  PermissionAccountMembership,
  PermissionCompany,
  PermissionSubject,
  PermissionTarget,
} from './permission-vocabulary';

/** One check, narrowed to the selected company: who asks, in which company, about what. */
export interface PermissionScope {
  user: PermissionSubject;
  company: PermissionCompany;
  target: PermissionTarget;
}

/**
 * The active account memberships a check may lean on: the one on the target account, or, when no
 * account is named ("may this user issue at all?"), every one the user holds in the selected company.
 */
export function relevantMemberships(scope: PermissionScope): PermissionAccountMembership[] {
  const { user, company, target } = scope;
  return user.accountMemberships.filter(
    (membership) =>
      membership.status === 'active' &&
      membership.companyId === company.id &&
      (target.accountId === undefined || membership.accountId === target.accountId),
  );
}

export const isSelf = (scope: PermissionScope): boolean => scope.target.userId === scope.user.id;

/** A blocked, closed or not yet approved company may be looked at but cannot act (reason CompanyBlocked). */
export const companyMayAct = (scope: PermissionScope): boolean => scope.company.companyStatus === 'active';
