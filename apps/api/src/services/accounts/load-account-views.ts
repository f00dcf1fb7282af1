import type { AccountSummary } from '@safc/domain';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accountMemberships, accounts, companies } from '../../db/schema';

/** Accounts with their company name and the caller's role, in name order. */
export async function loadAccountSummaries(
  db: DbOrTx,
  userId: string,
  where: SQL | undefined,
): Promise<AccountSummary[]> {
  const rows = await db
    .select({ account: accounts, companyName: companies.name })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(where)
    .orderBy(companies.name, accounts.name);
  const ids = rows.map((row) => row.account.id);
  const mine = ids.length
    ? await db
        .select({ accountId: accountMemberships.accountId, role: accountMemberships.role })
        .from(accountMemberships)
        .where(
          and(
            eq(accountMemberships.userId, userId),
            eq(accountMemberships.status, 'active'),
            inArray(accountMemberships.accountId, ids),
          ),
        )
    : [];
  return rows.map(({ account, companyName }) => ({
    id: account.id,
    name: account.name,
    type: account.type,
    status: account.status,
    requiredSignatures: account.requiredSignatures,
    blockReason: account.blockReason,
    companyId: account.companyId,
    companyName,
    myRole: mine.find((membership) => membership.accountId === account.id)?.role ?? null,
    createdAt: account.createdAt.toISOString(),
  }));
}
