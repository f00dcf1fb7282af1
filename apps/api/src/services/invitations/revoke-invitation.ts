import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, type Caller } from '../users/caller';
import { assertUsable, findInvitation, type InvitationRow } from './find-invitation';
import { eventTransaction, recordEvents } from '../events/record-events';
import { removeUnusedIdentitiesOf } from '../../identity/unused-invited-identities';

/** Who may take an invitation back: whoever may send one of its kind to the same company or account. */
function mayRevoke(caller: Caller, invitation: InvitationRow): boolean {
  if (isAdministrator(caller)) return true;
  if (invitation.companyId !== caller.permissions.selectedCompanyId) return false;
  const target = {
    companyId: invitation.companyId ?? undefined,
    accountId: invitation.accountId ?? undefined,
  };
  if (invitation.kind === 'authorisedRepresentative')
    return callerCan(caller, 'Invite', 'AccountRepresentative', target);
  if (invitation.kind === 'joinCompany') return callerCan(caller, 'Invite', 'CompanyRepresentative', target);
  return false;
}

/**
 * POST /api/invitations/{id}/revoke and POST /api/account/{id}/revoke-invitation. `accountId` holds the
 * account call to invitations of that account. An invitation the caller may not see answers 404.
 */
export async function revokeInvitation(
  db: Db,
  caller: Caller,
  by: { invitationId?: string; email?: string; accountId?: string },
): Promise<void> {
  await eventTransaction(db, async (tx) => {
    let id = by.invitationId;
    if (!id) {
      const [pending] = await tx
        .select({ id: invitations.id })
        .from(invitations)
        .where(
          and(
            eq(invitations.email, by.email!.toLowerCase()),
            eq(invitations.accountId, by.accountId!),
            eq(invitations.status, 'pending'),
          ),
        );
      if (!pending) throw AppError.notFound('Invitation not found');
      id = pending.id;
    }
    const invitation = await findInvitation(tx, id, { lock: true });
    if ((by.accountId && invitation.accountId !== by.accountId) || !mayRevoke(caller, invitation))
      throw AppError.notFound('Invitation not found');
    assertUsable(invitation);
    await tx.update(invitations).set({ status: 'revoked' }).where(eq(invitations.id, invitation.id));
    // A sign-in made through this invitation's link and never used goes with it (decision 086).
    await removeUnusedIdentitiesOf(tx, invitation.id);
    await recordEvents(tx, [
      {
        type: 'InvitationRevoked',
        actorId: caller.user.id,
        companyId: invitation.companyId,
        accountId: invitation.accountId,
        entityType: 'invitation',
        entityId: invitation.id,
        payload: { kind: invitation.kind, email: invitation.email },
      },
    ]);
  });
}
