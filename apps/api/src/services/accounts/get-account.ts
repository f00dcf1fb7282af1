import { SIGNER_ROLES, type AccountView } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { accountMemberships, accounts, companies, trustedAccounts, uploads, users } from '../../db/schema';
import { uploadSummaryColumns } from '../requests/load-request-views';
import type { Caller } from '../users/caller';
import { findAccountFor } from './find-account';
import { loadAccountSummaries } from './load-account-views';

/** The account view of GET /api/account/{id}; the caller has already been allowed to see it. */
export async function loadAccountView(db: DbOrTx, userId: string, accountId: string): Promise<AccountView> {
  const [summary] = await loadAccountSummaries(db, userId, eq(accounts.id, accountId));
  if (!summary) throw new Error(`loadAccountView: the account ${accountId} is missing`);
  const members = await db
    .select({
      userId: users.id,
      name: users.name,
      email: users.email,
      role: accountMemberships.role,
      status: accountMemberships.status,
      userStatus: users.status,
    })
    .from(accountMemberships)
    .innerJoin(users, eq(users.id, accountMemberships.userId))
    .where(eq(accountMemberships.accountId, accountId))
    .orderBy(users.name);
  const documents = await db
    .select(uploadSummaryColumns)
    .from(uploads)
    .where(and(eq(uploads.accountId, accountId), eq(uploads.purpose, 'accountDocument')));
  const trusted = await db
    .select({ id: accounts.id, name: accounts.name, companyName: companies.name })
    .from(trustedAccounts)
    .innerJoin(accounts, eq(accounts.id, trustedAccounts.trustedAccountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(trustedAccounts.accountId, accountId));
  return {
    ...summary,
    members,
    documents: documents.map(({ requestId: _requestId, createdAt, ...document }) => ({
      ...document,
      createdAt: createdAt.toISOString(),
    })),
    trustedAccounts: trusted,
    possibleSignersCount: members.filter(
      (member) =>
        member.status === 'active' && member.userStatus === 'active' && SIGNER_ROLES.includes(member.role),
    ).length,
  };
}

export async function getAccount(db: Db, caller: Caller, id: string): Promise<AccountView> {
  await findAccountFor(db, caller, id);
  return loadAccountView(db, caller.user.id, id);
}
