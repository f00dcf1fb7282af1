import type { AccountRepInvite, AccountRepInviteResult } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import { companyMemberships, users } from '../../db/schema';
import { createInvitationIn } from '../invitations/create-invitation';
import { sendInvitationMail } from '../invitations/send-invitation-mail';
import type { Caller, Registry } from '../users/caller';
import { addAccountMember } from './add-account-member';
import { assertOpen, findAccountFor } from './find-account';
import { eventTransaction } from '../events/record-events';

/**
 * POST /api/account/{id}/account-rep: an active colleague of the account's company is added at once with
 * the role; anyone else gets an authorisedRepresentative invitation by e-mail.
 */
export async function inviteAccountRep(
  registry: Registry,
  caller: Caller,
  accountId: string,
  input: AccountRepInvite,
): Promise<AccountRepInviteResult> {
  const email = input.email.toLowerCase();
  const outcome = await eventTransaction(registry.db, async (tx) => {
    const account = await findAccountFor(tx, caller, accountId, 'Invite', 'AccountRepresentative', {
      lock: true,
    });
    assertOpen(account);
    const [colleague] = await tx
      .select({ id: users.id })
      .from(users)
      .innerJoin(companyMemberships, eq(companyMemberships.userId, users.id))
      .where(
        and(
          eq(users.email, email),
          eq(users.status, 'active'),
          eq(companyMemberships.companyId, account.companyId),
          eq(companyMemberships.status, 'active'),
        ),
      );
    if (colleague) {
      await addAccountMember(tx, {
        companyId: account.companyId,
        accountId,
        userId: colleague.id,
        role: input.role,
        actorId: caller.user.id,
      });
      return { result: { status: 'added', userId: colleague.id, invitationId: null } as const };
    }
    const { invitation, mail } = await createInvitationIn(tx, caller, {
      kind: 'authorisedRepresentative',
      email,
      accountId,
      accountRole: input.role,
    });
    return { result: { status: 'invited', userId: null, invitationId: invitation.id } as const, mail };
  });
  const { mail } = outcome;
  if (mail) await registry.afterCommit((committed) => sendInvitationMail(committed, mail));
  return outcome.result;
}
