import type { ListedUser, UserListQuery, UserSummary } from '@safc/domain';
import { and, eq, ilike, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMemberships, companyMemberships, signInLockouts, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findAccountFor } from '../accounts/find-account';
import { callerCan, companyOfCall, requireAdministrator, requireCan, type Caller } from './caller';
import { loadUserSummaries } from './load-user-views';

/** GET /api/users/list: administrators, every user of the registry, with the sign-in lock where they may see it. */
export async function listUsers(db: Db, caller: Caller, filter: UserListQuery): Promise<ListedUser[]> {
  requireAdministrator(caller, 'You are not allowed to see the users');
  // Seeing a lock is the permission to lift it (decision 031): unblocking a user.
  const seesLocks = callerCan(caller, 'Unblock', 'User');
  if (filter.signInLocked && !seesLocks) {
    throw AppError.forbidden('You are not allowed to see sign-in locks');
  }
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const locked = db
    .select({ email: signInLockouts.email })
    .from(signInLockouts)
    .where(isNotNull(signInLockouts.lockedAt));
  const summaries = await loadUserSummaries(
    db,
    and(
      filter.status ? eq(users.status, filter.status) : undefined,
      pattern ? or(ilike(users.name, pattern), ilike(users.email, pattern)) : undefined,
      filter.signInLocked ? inArray(sql`lower(${users.email})`, locked) : undefined,
    ),
  );
  const locks = new Map<string, Date>();
  if (seesLocks && summaries.length > 0) {
    const rows = await db
      .select({ email: signInLockouts.email, lockedAt: signInLockouts.lockedAt })
      .from(signInLockouts)
      .where(
        and(
          isNotNull(signInLockouts.lockedAt),
          inArray(
            signInLockouts.email,
            summaries.map((user) => user.email.toLowerCase()),
          ),
        ),
      );
    for (const row of rows) locks.set(row.email, row.lockedAt!);
  }
  return summaries.map((user) => ({
    ...user,
    signInLockedAt: locks.get(user.email.toLowerCase())?.toISOString() ?? null,
  }));
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
