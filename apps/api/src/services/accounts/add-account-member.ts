import type { AccountMembershipRole } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { accountMemberships } from '../../db/schema';
import { appendEvent } from '../events/append-event';

export interface AccountMemberInput {
  companyId: string;
  accountId: string;
  userId: string;
  role: AccountMembershipRole;
  actorId: string;
}

/** Adds (or re-activates with the new role) an account membership, with its event. */
export async function addAccountMember(tx: Tx, input: AccountMemberInput): Promise<void> {
  const [existing] = await tx
    .select()
    .from(accountMemberships)
    .where(
      and(eq(accountMemberships.accountId, input.accountId), eq(accountMemberships.userId, input.userId)),
    );
  if (existing) {
    await tx
      .update(accountMemberships)
      .set({ role: input.role, status: 'active' })
      .where(eq(accountMemberships.id, existing.id));
  } else {
    await tx
      .insert(accountMemberships)
      .values({ accountId: input.accountId, userId: input.userId, role: input.role });
  }
  await appendEvent(tx, {
    type: 'AccountMemberAdded',
    actorId: input.actorId,
    companyId: input.companyId,
    accountId: input.accountId,
    entityType: 'user',
    entityId: input.userId,
    payload: { role: input.role },
  });
}
