import type { AccountType } from '@safc/domain';
import { and, eq, ilike, ne, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, type Caller } from '../users/caller';

export interface TransferTarget {
  id: string;
  name: string;
  type: AccountType;
  companyId: string;
  /** Null when the company keeps its name private (and is not the caller's own). */
  companyName: string | null;
}

export interface TransferTargetQuery {
  /** The sending account, left out of the list. */
  accountId?: string;
  search?: string;
}

/**
 * GET /api/account/to-transfer: every active account of an active company a transfer may go to. A company
 * that keeps its name private shows only its accounts' names, and the search does not match its name.
 */
export async function listTransferTargets(
  db: Db,
  caller: Caller,
  query: TransferTargetQuery,
): Promise<TransferTarget[]> {
  const ownCompany = caller.permissions.selectedCompanyId;
  // Anyone who acts for a company may look for a recipient; the transfer itself is judged when it starts.
  if (!isAdministrator(caller) && !callerCan(caller, 'View', 'Company'))
    throw AppError.forbidden('You are not allowed to Transfer units');
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      companyId: companies.id,
      companyName: companies.name,
      isNamePrivate: companies.isNamePrivate,
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(
      and(
        eq(accounts.status, 'active'),
        eq(companies.status, 'active'),
        query.accountId ? ne(accounts.id, query.accountId) : undefined,
        pattern
          ? or(
              ilike(accounts.name, pattern),
              and(eq(companies.isNamePrivate, false), ilike(companies.name, pattern)),
            )
          : undefined,
      ),
    )
    .orderBy(accounts.name)
    .limit(500);
  return rows.map(({ isNamePrivate, ...row }) => ({
    ...row,
    companyName:
      isNamePrivate && row.companyId !== ownCompany && !isAdministrator(caller) ? null : row.companyName,
  }));
}
