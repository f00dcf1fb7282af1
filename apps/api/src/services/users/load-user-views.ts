import type { UserSummary } from '@safc/domain';
import { eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountMemberships, accounts, companies, companyMemberships, users } from '../../db/schema';

/**
 * Users with their company and account memberships. `companyId` narrows the memberships shown to one
 * company: a representative sees what their colleagues hold in their company, not elsewhere.
 */
export async function loadUserSummaries(
  db: DbOrTx,
  where: SQL | undefined,
  companyId?: string,
): Promise<UserSummary[]> {
  const rows = await db.select().from(users).where(where).orderBy(users.name);
  const ids = rows.map((user) => user.id);
  if (ids.length === 0) return [];
  const companyRows = await db
    .select({
      userId: companyMemberships.userId,
      id: companies.id,
      name: companies.name,
      role: companyMemberships.role,
      status: companyMemberships.status,
    })
    .from(companyMemberships)
    .innerJoin(companies, eq(companies.id, companyMemberships.companyId))
    .where(inArray(companyMemberships.userId, ids));
  const accountRows = await db
    .select({
      userId: accountMemberships.userId,
      accountId: accounts.id,
      accountName: accounts.name,
      companyId: accounts.companyId,
      role: accountMemberships.role,
      status: accountMemberships.status,
    })
    .from(accountMemberships)
    .innerJoin(accounts, eq(accounts.id, accountMemberships.accountId))
    .where(inArray(accountMemberships.userId, ids));
  const inScope = (company: string) => companyId === undefined || company === companyId;
  return rows.map((user) => ({
    id: user.id,
    name: user.name,
    email: user.email,
    phone: user.phone,
    employerName: user.employerName,
    status: user.status,
    isRegistryAdmin: user.isRegistryAdmin,
    onboardingStatus: user.onboardingStatus,
    companies: companyRows
      .filter((row) => row.userId === user.id && inScope(row.id))
      .map(({ userId: _userId, ...company }) => company),
    accountMemberships: accountRows
      .filter((row) => row.userId === user.id && inScope(row.companyId))
      .map(({ userId: _userId, ...membership }) => membership),
    createdAt: user.createdAt.toISOString(),
  }));
}
