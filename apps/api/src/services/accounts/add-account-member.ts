import type { AccountMembershipRole } from '@safc/domain';
import { accountMemberships } from '../../db/schema';
import { recordEvents, type EventTx } from '../events/record-events';

export interface AccountMemberInput {
  companyId: string;
  accountId: string;
  userId: string;
  role: AccountMembershipRole;
  actorId: string;
}

/** Adds (or re-activates with the new role) an account membership, with its event. */
export async function addAccountMember(tx: EventTx, input: AccountMemberInput): Promise<void> {
  // One statement, so two requests adding the same person cannot collide on the unique pair.
  await tx
    .insert(accountMemberships)
    .values({ accountId: input.accountId, userId: input.userId, role: input.role })
    .onConflictDoUpdate({
      target: [accountMemberships.accountId, accountMemberships.userId],
      set: { role: input.role, status: 'active' },
    });
  await recordEvents(tx, [
    {
      type: 'AccountMemberAdded',
      actorId: input.actorId,
      companyId: input.companyId,
      accountId: input.accountId,
      entityType: 'user',
      entityId: input.userId,
      payload: { role: input.role },
    },
  ]);
}
