import { queryOptions, useQuery } from '@tanstack/react-query';
import { InvitationCheckSchema, type InvitationCheck } from '@safc/domain';
import { http } from '../../../lib/http';
import { invitationKeys } from '../../../lib/query-keys/users';

/** GET /api/invitations/{id}: public, so the registration pages can check an invitation before the form. */
export const getInvitation = (invitationId: string): Promise<InvitationCheck> =>
  http(`/api/invitations/${encodeURIComponent(invitationId)}`, {
    skipSessionHandling: true,
    response: InvitationCheckSchema,
  });

export const invitationQuery = (invitationId: string) =>
  queryOptions({
    queryKey: invitationKeys.one(invitationId),
    queryFn: () => getInvitation(invitationId),
    retry: false,
    // The page explains an unknown, used or expired invitation itself.
    meta: { silent: true },
  });

export function useInvitation(invitationId: string) {
  return useQuery(invitationQuery(invitationId));
}
