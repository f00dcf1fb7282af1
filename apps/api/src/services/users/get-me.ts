import type { Me } from '@safc/domain';
import { ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import type { SessionUser } from '../auth/load-session-user';

// The applicant has sent their data and the administrator has not decided yet (see users.onboarding_status).
const AWAITING_APPROVAL = new Set(['pendingVerification', 'pendingInternalAction']);

/** Administrators have no memberships: ask the registry itself whether it has accounts to hold units. */
async function registryHasAccounts(db: Db): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(ne(accounts.status, 'removed'))
    .limit(1);
  return row !== undefined;
}

/**
 * Built from the session the authenticate hook already loaded; only administrators cost one more query.
 * Companies and accounts are those of active memberships; accountMemberships lists every membership with
 * its status and its account's.
 */
export async function getMe(db: Db, user: SessionUser): Promise<Me> {
  const accountsOfUser = user.accountMemberships
    .filter((membership) => membership.status === 'active')
    .map((membership) => ({ id: membership.accountId, status: membership.accountStatus }));
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    isRegistryAdmin: user.isRegistryAdmin,
    isPendingOnboardingApproval: AWAITING_APPROVAL.has(user.onboardingStatus),
    companies: user.companies.filter((company) => company.status === 'active'),
    accounts: accountsOfUser,
    accountMemberships: user.accountMemberships,
    accountsExist: user.isRegistryAdmin ? await registryHasAccounts(db) : accountsOfUser.length > 0,
  };
}
