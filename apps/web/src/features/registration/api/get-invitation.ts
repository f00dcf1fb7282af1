import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountMembershipRole, InvitationKind, InvitationStatus } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/invitations/{id}: public, so the registration pages can check an invitation before the form. */
export interface InvitationCheck {
  id: string;
  kind: InvitationKind;
  email: string;
  status: InvitationStatus;
  expiresAt: string;
  createdAt: string;
  companyId: string | null;
  companyName: string | null;
  accountId: string | null;
  accountName: string | null;
  accountRole: AccountMembershipRole | null;
  registrationPath: string;
  /** The embedded provider's sign-up page, while the invited address has no sign-in yet. */
  signUpPath: string | null;
}

export const getInvitation = (invitationId: string): Promise<InvitationCheck> =>
  http<InvitationCheck>(`/api/invitations/${encodeURIComponent(invitationId)}`, {
    skipSessionHandling: true,
  });

export const invitationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: ['invitations', invitationId],
    queryFn: () => getInvitation(invitationId),
    retry: false,
    // The page explains an unknown, used or expired invitation itself.
    meta: { silent: true },
  });

export function useInvitation(invitationId: string) {
  return useQuery(invitationQuery(invitationId));
}
