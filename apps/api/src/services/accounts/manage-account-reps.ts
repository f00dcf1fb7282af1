import type { AccountRepRoleChange, AccountView } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { accountMemberships } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { Caller } from '../users/caller';
import { findAccountFor } from './find-account';
import { loadAccountView } from './get-account';
import { eventTransaction, recordEvents } from '../events/record-events';

async function activeMembership(tx: Tx, accountId: string, userId: string) {
  const [membership] = await tx
    .select()
    .from(accountMemberships)
    .where(
      and(
        eq(accountMemberships.accountId, accountId),
        eq(accountMemberships.userId, userId),
        eq(accountMemberships.status, 'active'),
      ),
    )
    .for('update');
  if (!membership) throw AppError.notFound('Account representative not found');
  return membership;
}

/** PATCH /api/account/{id}/account-rep/{userId}/role */
export async function changeAccountRepRole(
  db: Db,
  caller: Caller,
  accountId: string,
  userId: string,
  input: AccountRepRoleChange,
): Promise<AccountView> {
  await eventTransaction(db, async (tx) => {
    const account = await findAccountFor(tx, caller, accountId, 'Edit', 'AccountRole');
    const membership = await activeMembership(tx, accountId, userId);
    if (membership.role === input.role) return;
    await tx
      .update(accountMemberships)
      .set({ role: input.role })
      .where(eq(accountMemberships.id, membership.id));
    await recordEvents(tx, [
      {
        type: 'AccountMemberRoleChanged',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId,
        entityType: 'user',
        entityId: userId,
        payload: { from: membership.role, to: input.role },
      },
    ]);
  });
  return loadAccountView(db, caller.user.id, accountId);
}

/** DELETE /api/account/{id}/account-rep/{representativeId}: the membership is removed, never deleted. */
export async function removeAccountRep(
  db: Db,
  caller: Caller,
  accountId: string,
  userId: string,
): Promise<AccountView> {
  await eventTransaction(db, async (tx) => {
    const account = await findAccountFor(tx, caller, accountId, 'Remove', 'AccountRepresentative');
    const membership = await activeMembership(tx, accountId, userId);
    await tx
      .update(accountMemberships)
      .set({ status: 'removed' })
      .where(eq(accountMemberships.id, membership.id));
    await recordEvents(tx, [
      {
        type: 'AccountMemberRemoved',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId,
        entityType: 'user',
        entityId: userId,
        payload: { role: membership.role },
      },
    ]);
  });
  return loadAccountView(db, caller.user.id, accountId);
}
