import type { AccountView, TrustedAccounts } from '@safc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, trustedAccounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { assertOpen, findAccountFor } from './find-account';
import { loadAccountView } from './get-account';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * PATCH /api/account/{id}/trusted: the whole list of sending accounts whose transfers to this account
 * complete without acceptance (DESIGN §5). Only active accounts other than itself can be trusted.
 */
export async function setTrustedAccounts(
  db: Db,
  caller: Caller,
  id: string,
  input: TrustedAccounts,
): Promise<AccountView> {
  const ids = input.trustedAccountIds;
  await eventTransaction(db, async (tx) => {
    const account = await findAccountFor(tx, caller, id, 'Trust', 'Account', { lock: true });
    assertOpen(account);
    if (ids.includes(id))
      throw AppError.badRequest('body.trustedAccountIds: An account cannot trust itself', {
        'body.trustedAccountIds': 'An account cannot trust itself',
      });
    const found = ids.length
      ? await tx
          .select({ id: accounts.id })
          .from(accounts)
          .where(and(inArray(accounts.id, ids), eq(accounts.status, 'active')))
      : [];
    const missing = ids.filter((trusted) => !found.some((row) => row.id === trusted));
    if (missing.length)
      throw AppError.badRequest('body.trustedAccountIds: Unknown or inactive account', {
        'body.trustedAccountIds': 'Unknown or inactive account',
        missing,
      });
    await tx.delete(trustedAccounts).where(eq(trustedAccounts.accountId, id));
    if (ids.length)
      await tx
        .insert(trustedAccounts)
        .values(
          ids.map((trustedAccountId) => ({ accountId: id, trustedAccountId, createdBy: caller.user.id })),
        );
    await recordEvents(tx, [
      {
        type: 'AccountTrustUpdated',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: id,
        entityType: 'account',
        entityId: id,
        payload: { trustedAccountIds: ids },
      },
    ]);
  });
  return loadAccountView(db, caller.user.id, id);
}
