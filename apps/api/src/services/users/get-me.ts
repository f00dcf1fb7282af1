import type { AccountStatus, PermissionAccountMembership, PermissionCompany, UserStatus } from '@safc/domain';
import type { SessionUser } from '../auth/load-session-user';

/** The user entity of platform spec §3, as GET /api/users/me answers it. */
export interface Me {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  isRegistryAdmin: boolean;
  isPendingOnboardingApproval: boolean;
  /** With the membership and company statuses, so the web asks the domain's `can` exactly as the API does. */
  companies: PermissionCompany[];
  accounts: { id: string; status: AccountStatus }[];
  accountMemberships: PermissionAccountMembership[];
}

// The applicant has sent their data and the administrator has not decided yet (see users.onboarding_status).
const AWAITING_APPROVAL = new Set(['pendingVerification', 'pendingInternalAction']);

/**
 * Built from the session the authenticate hook already loaded: no second query. Companies and accounts are
 * those of active memberships; accountMemberships lists every membership with its status and its account's.
 */
export function getMe(user: SessionUser): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    isRegistryAdmin: user.isRegistryAdmin,
    isPendingOnboardingApproval: AWAITING_APPROVAL.has(user.onboardingStatus),
    companies: user.companies.filter((company) => company.status === 'active'),
    accounts: user.accountMemberships
      .filter((membership) => membership.status === 'active')
      .map((membership) => ({ id: membership.accountId, status: membership.accountStatus })),
    accountMemberships: user.accountMemberships,
  };
}
