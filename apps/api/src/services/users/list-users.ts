import type { UserStatus } from '@safc/domain';
import { and, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMemberships, companyMemberships, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findAccountFor } from '../accounts/find-account';
import { companyOfCall, isAdministrator, requireCan, type Caller } from './caller';
import { loadUserSummaries, type UserSummary } from './load-user-views';

/** GET /api/users/list: administrators, every user of the registry. */
export async function listUsers(
  db: Db,
  caller: Caller,
  filter: { status?: UserStatus; search?: string },
): Promise<UserSummary[]> {
  if (!isAdministrator(caller)) throw AppError.forbidden('You are not allowed to View users');
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  return loadUserSummaries(
    db,
    and(
      filter.status ? eq(users.status, filter.status) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
    ),
  );
}

/** GET /api/users/company: the members of a company (a representative's own; an administrator names it). */
export async function listCompanyUsers(
  db: Db,
  caller: Caller,
  requestedCompanyId: string | undefined,
): Promise<UserSummary[]> {
  const companyId = companyOfCall(caller, requestedCompanyId);
  requireCan(caller, 'View', 'CompanyUsers', { companyId });
  const members = db
    .select({ id: companyMemberships.userId })
    .from(companyMemberships)
    .where(eq(companyMemberships.companyId, companyId));
  return loadUserSummaries(db, inArray(users.id, members), companyId);
}

/** GET /api/users/account/{accountId}: the members of an account the caller may see. */
export async function listAccountUsers(db: Db, caller: Caller, accountId: string): Promise<UserSummary[]> {
  const account = await findAccountFor(db, caller, accountId);
  const members = db
    .select({ id: accountMemberships.userId })
    .from(accountMemberships)
    .where(eq(accountMemberships.accountId, accountId));
  return loadUserSummaries(db, inArray(users.id, members), account.companyId);
}
