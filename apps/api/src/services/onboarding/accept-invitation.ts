import type { InvitationKind, onboardingUserSchema } from '@safc/domain';
import type { z } from 'zod';
import { eq } from 'drizzle-orm';
import { invitations, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { assertUsable, findInvitation, type InvitationRow } from '../invitations/find-invitation';
import type { Caller } from '../users/caller';
import { recordEvents, type EventTx } from '../events/record-events';

export type OnboardingUser = z.output<typeof onboardingUserSchema>;

export const fullNameOf = (user: OnboardingUser): string =>
  [user.firstName, user.middleName, user.lastName].filter(Boolean).join(' ');

/**
 * The invitation the signed-in caller answers, locked until commit so it is used once. It must have been
 * sent to the caller's own address: the id alone does not make it theirs.
 */
export async function takeInvitation(
  tx: EventTx,
  caller: Caller,
  invitationId: string,
  kinds: readonly InvitationKind[],
): Promise<InvitationRow> {
  const invitation = await findInvitation(tx, invitationId, { lock: true });
  if (invitation.email !== caller.user.email.toLowerCase())
    throw AppError.forbidden('This invitation was sent to another e-mail address');
  assertUsable(invitation);
  if (!kinds.includes(invitation.kind))
    throw AppError.badRequest(`This is an invitation of kind ${invitation.kind}`, { kind: invitation.kind });
  return invitation;
}

/** The applicant's own data from the form; a user who already gave theirs may leave it out. */
export async function recordUserData(
  tx: EventTx,
  caller: Caller,
  user: OnboardingUser | undefined,
  onboardingStatus: 'onboarded' | 'pendingInternalAction',
) {
  if (!user && caller.user.onboardingStatus === 'pendingUserData')
    throw AppError.badRequest('body.user: Required', { 'body.user': 'Required' });
  const keepsOnboarded = caller.user.onboardingStatus === 'onboarded';
  await tx
    .update(users)
    .set({
      ...(user
        ? {
            name: fullNameOf(user),
            firstName: user.firstName,
            middleName: user.middleName ?? null,
            lastName: user.lastName,
            employerName: user.employerName,
            phone: user.phoneNumber,
          }
        : {}),
      onboardingStatus: keepsOnboarded ? 'onboarded' : onboardingStatus,
      updatedAt: new Date(),
    })
    .where(eq(users.id, caller.user.id));
}

export async function markAccepted(tx: EventTx, caller: Caller, invitation: InvitationRow): Promise<void> {
  await tx
    .update(invitations)
    .set({ status: 'accepted', acceptedBy: caller.user.id, signUpTokenHash: null })
    .where(eq(invitations.id, invitation.id));
  await recordEvents(tx, [
    {
      type: 'InvitationAccepted',
      actorId: caller.user.id,
      companyId: invitation.companyId,
      accountId: invitation.accountId,
      entityType: 'invitation',
      entityId: invitation.id,
      payload: { kind: invitation.kind },
    },
  ]);
}
