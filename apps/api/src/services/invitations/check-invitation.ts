import type { InvitationCheck } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { invitations } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { findIdentityAccountByEmail } from '../../identity/identity-accounts';
import { loadInvitationViews } from './find-invitation';
import { registrationPathOf, signUpPathOf } from './invitation-links';

/**
 * GET /api/invitations/{id}, public: the registration pages check the invitation before showing the form.
 * The id is the secret (a random UUID sent only by e-mail), so it may show the address it was sent to.
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
    signUpPath: needsSignUp ? signUpPathOf(view.id) : null,
  };
}
