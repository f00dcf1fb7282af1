import type { AccountMembershipRole } from '@safc/domain';
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
  // One statement, so two requests adding the same person cannot collide on the unique pair.
  await tx
    .insert(accountMemberships)
    .values({ accountId: input.accountId, userId: input.userId, role: input.role })
    .onConflictDoUpdate({
      target: [accountMemberships.accountId, accountMemberships.userId],
      set: { role: input.role, status: 'active' },
    });
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
