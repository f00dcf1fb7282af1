import type { AccountView } from '@safc/domain';
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accounts, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { assertOpen, findAccountFor } from './find-account';
import { loadAccountView } from './get-account';
import { blockedStatus } from '../blocking/blocked-status';
import { eventTransaction, recordEvents } from '../events/record-events';

/** POST /api/account/{id}/close: only an account that holds no active units can close, and it stays closed. */
export async function closeAccount(db: Db, caller: Caller, id: string): Promise<AccountView> {
  await eventTransaction(db, async (tx) => {
    const account = await findAccountFor(tx, caller, id, 'Close', 'Account', { lock: true });
    assertOpen(account);
    const [held] = await tx
      .select({ id: unitBlocks.id })
      .from(unitBlocks)
      .where(and(eq(unitBlocks.accountId, id), eq(unitBlocks.status, 'active'), gt(unitBlocks.volume, '0')))
      .limit(1);
    if (held) throw AppError.conflict('The account still holds units: transfer or retire them first');
    await tx.update(accounts).set({ status: 'closed', updatedAt: new Date() }).where(eq(accounts.id, id));
    await recordEvents(tx, [
      {
        type: 'AccountClosed',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: id,
        entityType: 'account',
        entityId: id,
        payload: { previousStatus: account.status },
      },
    ]);
  });
  return loadAccountView(db, caller.user.id, id);
}

/** PATCH /api/account/{id}/block and /unblock: an administrator stops an active account, with a reason. */
export async function setAccountBlocked(
  db: Db,
  caller: Caller,
  id: string,
  block: { reason: string } | null,
): Promise<AccountView> {
  await eventTransaction(db, async (tx) => {
    const account = await findAccountFor(tx, caller, id, block ? 'Block' : 'Unblock', 'Account', {
      lock: true,
    });
    const status = blockedStatus('account', account.status, block !== null);
    await tx
      .update(accounts)
      .set({ status, blockReason: block?.reason ?? null, updatedAt: new Date() })
      .where(eq(accounts.id, id));
    const scope = {
      actorId: caller.user.id,
      companyId: account.companyId,
      accountId: id,
      entityType: 'account',
      entityId: id,
    };
    await recordEvents(tx, [
      block
        ? { type: 'AccountBlocked', ...scope, payload: { reason: block.reason } }
        : { type: 'AccountUnblocked', ...scope, payload: {} },
    ]);
  });
  return loadAccountView(db, caller.user.id, id);
}
