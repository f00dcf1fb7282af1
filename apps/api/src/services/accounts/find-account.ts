import type { PermissionAction, PermissionThing } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { accounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, requireCan, type Caller } from '../users/caller';

export type AccountRow = typeof accounts.$inferSelect;

/** Accounts that are over: nothing changes on them any more. */
export const FINISHED_ACCOUNT_STATUSES = new Set(['closed', 'removed', 'rejected']);

/**
 * The account if the caller may see it, and may do `action` on `thing` there; an account the caller may not
 * see answers 404 (another company's ids tell nothing), one they see but may not change answers 403.
 */
export async function findAccountFor(
  db: DbOrTx,
  caller: Caller,
  id: string,
  action: PermissionAction = 'View',
  thing: PermissionThing = 'Account',
  options: { lock?: boolean } = {},
): Promise<AccountRow> {
  const query = db.select().from(accounts).where(eq(accounts.id, id));
  const [account] = options.lock ? await query.for('update') : await query;
  const target = account ? { companyId: account.companyId, accountId: account.id } : {};
  if (!account || !callerCan(caller, 'View', 'Account', target)) throw AppError.notFound('Account not found');
  requireCan(caller, action, thing, target);
  return account;
}

/** The account a request concerns, locked for its decision; the request kind guarantees it names one. */
export async function lockedAccount(tx: DbOrTx, id: string | null): Promise<AccountRow> {
  if (!id) throw new Error('lockedAccount: the request names no account');
  const [account] = await tx.select().from(accounts).where(eq(accounts.id, id)).for('update');
  if (!account) throw new Error(`lockedAccount: the account ${id} is missing`);
  return account;
}

export function assertOpen(account: AccountRow): void {
  if (FINISHED_ACCOUNT_STATUSES.has(account.status))
    throw AppError.conflict(`The account is ${account.status}`, { status: account.status });
}
