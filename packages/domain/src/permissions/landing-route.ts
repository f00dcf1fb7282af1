import type { CompanyRole, MembershipStatus } from '../catalogues/statuses';

/** The parts of GET /api/users/me the /login-success page decides on. */
export interface SignedInUser {
  isRegistryAdmin: boolean;
  isPendingOnboardingApproval: boolean;
  companies: { role: CompanyRole }[];
  accountMemberships: { status: MembershipStatus }[];
}

/**
 * Platform spec §2 routing rules: after sign-in, pending onboarding goes to the company page; registry
 * admins and company representatives with no account membership go to Accounts; everyone else to Holdings.
 */
export function landingRouteAfterSignIn(me: SignedInUser): '/company' | '/accounts' | '/holdings' {
  if (me.isPendingOnboardingApproval) return '/company';
  if (me.isRegistryAdmin) return '/accounts';
  const isRepresentative = me.companies.some((company) => company.role === 'companyRepresentative');
  const hasMembership = me.accountMemberships.some((membership) => membership.status === 'active');
  return isRepresentative && !hasMembership ? '/accounts' : '/holdings';
}
