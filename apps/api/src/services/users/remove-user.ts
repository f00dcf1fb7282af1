import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { accountMemberships, accounts, companyMemberships, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { isAdministrator, type Caller } from './caller';
import { findUserFor } from './find-user';
import { eventTransaction, recordEvents } from '../events/record-events';
import { revokeUserTokens } from '../auth/revoke-user-tokens';

/**
 * DELETE /api/users/{userId}: never a deleted row. An administrator removes the user from the registry
 * (status removed, every membership removed); a representative removes a colleague from their company,
 * and the user is removed altogether only when no other company is left.
 */
export async function removeUser(db: Db, caller: Caller, id: string): Promise<void> {
  if (id === caller.user.id) throw AppError.conflict('You cannot remove yourself');
  await eventTransaction(db, async (tx) => {
    const admin = isAdministrator(caller);
    const { companyId } = await findUserFor(tx, caller, id, admin ? 'Delete' : 'Close', { lock: true });
    const inCompany = companyId ? eq(companyMemberships.companyId, companyId) : undefined;
    await tx
      .update(companyMemberships)
      .set({ status: 'removed' })
      .where(and(eq(companyMemberships.userId, id), inCompany));
    const companyAccounts = companyId
      ? tx.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, companyId))
      : undefined;
    await tx
      .update(accountMemberships)
      .set({ status: 'removed' })
      .where(
        and(
          eq(accountMemberships.userId, id),
          companyAccounts ? inArray(accountMemberships.accountId, companyAccounts) : undefined,
        ),
      );
    const [elsewhere] = await tx
      .select({ id: companyMemberships.id })
      .from(companyMemberships)
      .where(
        and(
          eq(companyMemberships.userId, id),
          eq(companyMemberships.status, 'active'),
          companyId ? ne(companyMemberships.companyId, companyId) : undefined,
        ),
      );
    const removedFromRegistry = admin || !elsewhere;
    if (removedFromRegistry) {
      await tx.update(users).set({ status: 'removed', updatedAt: new Date() }).where(eq(users.id, id));
      // Nothing of theirs keeps working, even if they were ever brought back (decision 091).
      await revokeUserTokens(tx, id, ['session', 'api']);
    }
    await recordEvents(tx, [
      {
        type: removedFromRegistry ? 'UserRemoved' : 'CompanyMemberRemoved',
        actorId: caller.user.id,
        companyId,
        entityType: 'user',
        entityId: id,
        payload: { removedFromRegistry },
      },
    ]);
  });
}
