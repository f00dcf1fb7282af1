import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accounts, companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { AccountWithCompany } from './ledger-rows';
import type { PlannedBlock } from './insert-child-block';

/**
 * Units leave only active accounts of active companies and land only in such accounts, at completion as at the
 * start (requireReceivingAccount): an administrator may block an account or a company while an action waits,
 * and a trusted transfer, an unbundling or a claim's SAFcE then completes without the receiver acting. The
 * refusal does not name the account, whose name its company may withhold (decision 095); the action stays
 * pending, to be cancelled or to expire.
 */
export async function requireActiveAccounts(
  tx: Tx,
  sending: AccountWithCompany,
  children: readonly PlannedBlock[],
  /** The receiving account as read with the action's lock: a transfer's only destination needs no query. */
  receiving: AccountWithCompany | undefined,
): Promise<void> {
  if (!isActive(sending)) {
    throw AppError.conflict('The sending account is not active: its units cannot move', {
      accountId: sending.id,
    });
  }
  const landing = new Set(children.map((child) => child.accountId));
  landing.delete(sending.id);
  if (receiving && landing.delete(receiving.id) && !isActive(receiving)) refuseReceiving(receiving.id);
  const destinations = [...landing];
  if (destinations.length === 0) return;
  const [inactive] = await tx
    .select({ id: accounts.id })
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(
      and(
        inArray(accounts.id, destinations),
        or(sql`${accounts.status} <> 'active'`, sql`${companies.status} <> 'active'`),
      ),
    )
    .limit(1);
  if (inactive) refuseReceiving(inactive.id);
}

const isActive = (account: AccountWithCompany): boolean =>
  account.status === 'active' && account.companyStatus === 'active';

function refuseReceiving(accountId: string): never {
  throw AppError.conflict('The receiving account is not active: the units cannot go to it', { accountId });
}
