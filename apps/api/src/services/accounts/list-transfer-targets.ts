import {
  accountNameOf,
  mayListCounterparties,
  publicNameOf,
  withheldAccountText,
  type TransferTargetQuery,
  type TransferTargets,
} from '@safc/domain';
import { and, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { nameViewerOf, type Caller } from '../users/caller';
import { findAccountFor } from './find-account';

const isUuid = (text: string | undefined): boolean =>
  !!text && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(text.trim());
/** No company has this id: keeps `in (...)` valid for a caller of no company. */
const NO_COMPANY = '00000000-0000-0000-0000-000000000000';

/** At most this many accounts in one answer; `total` says how many match, so a client knows to narrow its search. */
export const TRANSFER_TARGET_LIMIT = 500;

/**
 * GET /api/account/to-transfer: every active account of an active company a transfer may go to. A company
 * that keeps its name private shows neither its name nor its accounts' names to other companies (the domain's
 * `publicNameOf`, `accountNameOf`): its accounts read as withheld with their type, and a search finds one
 * only by its exact id, which the company gives its counterparties (docs/decisions/095).
 */
export async function listTransferTargets(
  db: Db,
  caller: Caller,
  query: TransferTargetQuery,
): Promise<TransferTargets> {
  // Only for choosing a counterparty of an account the caller acts for: an account of another company is not
  // found, one the caller only looks at is refused; the transfer itself is judged again when it starts.
  const account = await findAccountFor(db, caller, query.accountId);
  if (!mayListCounterparties(caller.permissions, { companyId: account.companyId, accountId: account.id }))
    throw AppError.forbidden(
      'You are not allowed to transfer units of this account or choose whom it trusts',
    );
  const pattern = query.search ? `%${query.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const viewer = nameViewerOf(caller);
  // Whose names the search may match: public names, and every name for the company's own people and an administrator.
  const shownByName =
    viewer === 'public' || viewer.isAdministrator
      ? undefined
      : or(eq(companies.isNamePrivate, false), inArray(companies.id, [...viewer.companyIds, NO_COMPANY]));
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
              and(shownByName, or(ilike(accounts.name, pattern), ilike(companies.name, pattern))),
              isUuid(query.search) ? eq(accounts.id, query.search!.trim()) : undefined,
            )
          : undefined,
      ),
    )
    .orderBy(accounts.name)
    .limit(TRANSFER_TARGET_LIMIT);
  const items = rows.map(({ isNamePrivate, total: _total, ...row }) => {
    const company = { id: row.companyId, name: row.companyName, isNamePrivate };
    return {
      ...row,
      name: accountNameOf(row, company, viewer) ?? withheldAccountText(row.id),
      companyName: publicNameOf(company, viewer),
    };
  });
  return { items, total: rows[0]?.total ?? 0 };
}
