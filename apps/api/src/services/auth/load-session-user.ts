import type { OnboardingStatus, PermissionSubject } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';

/** The signed-in user as every request sees it: the permission subject plus what /api/users/me shows. */
export interface SessionUser extends PermissionSubject {
  name: string;
  email: string;
  onboardingStatus: OnboardingStatus;
}

/**
 * One relational query (drizzle turns the `with` into lateral joins): the user, the companies and the
 * accounts it belongs to, so building the permission context costs no query per membership.
 */
export async function loadSessionUser(db: DbOrTx, userId: string): Promise<SessionUser | undefined> {
  const user = await db.query.users.findFirst({
    where: eq(users.id, userId),
    with: {
      companyMemberships: { with: { company: true } },
      accountMemberships: { with: { account: true } },
    },
  });
  if (!user) return undefined;
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    status: user.status,
    isRegistryAdmin: user.isRegistryAdmin,
    onboardingStatus: user.onboardingStatus,
    companies: user.companyMemberships.map((membership) => ({
      id: membership.company.id,
      name: membership.company.name,
      role: membership.role,
      status: membership.status,
      companyStatus: membership.company.status,
    })),
    accountMemberships: user.accountMemberships.map((membership) => ({
      accountId: membership.accountId,
      companyId: membership.account.companyId,
      role: membership.role,
      status: membership.status,
      accountStatus: membership.account.status,
    })),
  };
}
