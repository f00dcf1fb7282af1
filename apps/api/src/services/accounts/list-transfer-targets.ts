import { mayListCounterparties, type TransferTargetQuery, type TransferTargets } from '@safc/domain';
import { and, eq, ilike, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { isAdministrator, type Caller } from '../users/caller';
import { findAccountFor } from './find-account';

/** At most this many accounts in one answer; `total` says how many match, so a client knows to narrow its search. */
export const TRANSFER_TARGET_LIMIT = 500;

/**
 * GET /api/account/to-transfer: every active account of an active company a transfer may go to. A company
 * that keeps its name private shows only its accounts' names, and the search does not match its name.
 */
export async function listTransferTargets(
  db: Db,
  caller: Caller,
  query: TransferTargetQuery,
): Promise<TransferTargets> {
  const ownCompany = caller.permissions.selectedCompanyId;
  // Only for choosing a counterparty of an account the caller acts for: an account of another company is not
  // found, one the caller only looks at is refused; the transfer itself is judged again when it starts.
  const account = await findAccountFor(db, caller, query.accountId);
  if (!mayListCounterparties(caller.permissions, { companyId: account.companyId, accountId: account.id }))
    throw AppError.forbidden(
      'You are not allowed to transfer units of this account or choose whom it trusts',
    );
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select({
      id: accounts.id,
      name: accounts.name,
      type: accounts.type,
      companyId: companies.id,
      companyName: companies.name,
      isNamePrivate: companies.isNamePrivate,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(
      and(
        eq(accounts.status, 'active'),
        eq(companies.status, 'active'),
        ne(accounts.id, query.accountId),
        pattern
          ? or(
              ilike(accounts.name, pattern),
              and(eq(companies.isNamePrivate, false), ilike(companies.name, pattern)),
            )
          : undefined,
      ),
    )
    .orderBy(accounts.name)
    .limit(TRANSFER_TARGET_LIMIT);
  const items = rows.map(({ isNamePrivate, total: _total, ...row }) => ({
    ...row,
    companyName:
      isNamePrivate && row.companyId !== ownCompany && !isAdministrator(caller) ? null : row.companyName,
  }));
  return { items, total: rows[0]?.total ?? 0 };
}
