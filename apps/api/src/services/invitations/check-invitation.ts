import type { InvitationCheck } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findIdentityAccountByEmail } from '../../identity/identity-accounts';
import { loadInvitationViews } from './find-invitation';
import { registrationPathOf } from './invitation-links';

/**
 * GET /api/invitations/{id}, public: the registration pages check the invitation before showing the form.
 * The id is a random UUID sent by e-mail and known to the inviter, who knows the address too; it opens no
 * sign-up (decision 086), so the answer says only whether one is needed, never the link.
 */
export async function checkInvitation(
  db: Db,
  id: string,
  embeddedIdentity: boolean,
): Promise<InvitationCheck> {
  const [view] = await loadInvitationViews(db, eq(invitations.id, id));
  if (!view) throw AppError.notFound('Invitation not found');
  const { invitedBy: _invitedBy, ...shown } = view;
  const needsSignUp =
    embeddedIdentity && view.status === 'pending' && !(await findIdentityAccountByEmail(db, view.email));
  return {
    ...shown,
    registrationPath: registrationPathOf(view.kind, view.id),
    needsSignUp,
  };
}
