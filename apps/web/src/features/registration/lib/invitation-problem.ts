import type { InvitationKind, InvitationStatus } from '@safc/domain';
import { isHttpError } from '../../../lib/http-error';

// What the registration pages say when an invitation cannot be answered (platform spec §2: the form shows
// only after the invitation is checked).

const UNUSABLE: Record<Exclude<InvitationStatus, 'pending'>, string> = {
  accepted: 'This invitation has already been used.',
  revoked: 'This invitation has been revoked.',
  expired: 'This invitation has expired.',
};

export const INVITATION_NOT_FOUND =
  'This invitation link is not valid. Check that you opened the whole link from your e-mail.';
export const ASK_FOR_A_NEW_ONE = 'Ask the person who invited you to send a new invitation.';

export function invitationProblemOf(
  check: { status: InvitationStatus; kind: InvitationKind } | undefined,
  error: unknown,
  expectedKind: InvitationKind,
): string | null {
  if (error) {
    // 400: the id in the link is not even an invitation id (a cut or mistyped link), which to the invitee
    // is the same as an unknown one.
    if (isHttpError(error) && (error.status === 400 || error.status === 404)) return INVITATION_NOT_FOUND;
    if (isHttpError(error) && error.status === 410) return error.message;
    return 'The invitation could not be checked. Please try again later.';
  }
  if (!check) return null;
  if (check.status !== 'pending') return UNUSABLE[check.status];
  if (check.kind !== expectedKind) return 'This invitation is for another registration form.';
  return null;
}
