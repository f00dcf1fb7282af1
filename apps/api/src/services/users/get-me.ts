import type {
  AccountMembershipRole,
  AccountStatus,
  CompanyRole,
  MembershipStatus,
  UserStatus,
} from '@safc/domain';
import type { SessionUser } from '../auth/load-session-user';

/** The user entity of platform spec §3, as GET /api/users/me answers it. */
export interface Me {
  id: string;
  name: string;
  email: string;
  status: UserStatus;
  isRegistryAdmin: boolean;
  isPendingOnboardingApproval: boolean;
  companies: { id: string; name: string; role: CompanyRole }[];
  accounts: { id: string; status: AccountStatus }[];
  accountMemberships: { accountId: string; role: AccountMembershipRole; status: MembershipStatus }[];
}

// The applicant has sent their data and the administrator has not decided yet (see users.onboarding_status).
const AWAITING_APPROVAL = new Set(['pendingVerification', 'pendingInternalAction']);

/**
 * Built from the session the authenticate hook already loaded: no second query. Companies and accounts are
 * those of active memberships; accountMemberships lists every membership with its status.
 */
export function getMe(user: SessionUser): Me {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    isRegistryAdmin: user.isRegistryAdmin,
    isPendingOnboardingApproval: AWAITING_APPROVAL.has(user.onboardingStatus),
    companies: user.companies
      .filter((company) => company.status === 'active')
      .map(({ id, name, role }) => ({ id, name, role })),
    accounts: user.accountMemberships
      .filter((membership) => membership.status === 'active')
      .map((membership) => ({ id: membership.accountId, status: membership.accountStatus })),
    accountMemberships: user.accountMemberships.map(({ accountId, role, status }) => ({
      accountId,
      role,
      status,
    })),
  };
}
