import type { AccountListQuery, AccountSummary } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts } from '../../db/schema';
import { callerCan, companyOfCall, isAdministrator, type Caller } from '../users/caller';
import { loadAccountSummaries } from './load-account-views';

/**
 * GET /api/account and GET /api/account/company/{companyId}: administrators see every account (or one
 * company's); others see the accounts of their selected company that `can` lets them view, so a member
 * sees their own accounts and a representative all of the company's.
 */
export async function listAccounts(
  db: Db,
  caller: Caller,
  filter: AccountListQuery,
): Promise<AccountSummary[]> {
  const admin = isAdministrator(caller);
  const companyId = admin ? filter.companyId : companyOfCall(caller, filter.companyId);
  const summaries = await loadAccountSummaries(
    db,
    caller.user.id,
    and(
      companyId ? eq(accounts.companyId, companyId) : undefined,
      filter.status ? eq(accounts.status, filter.status) : undefined,
    ),
  );
  if (admin) return summaries;
  return summaries.filter((account) =>
    callerCan(caller, 'View', 'Account', { companyId: account.companyId, accountId: account.id }),
  );
}
