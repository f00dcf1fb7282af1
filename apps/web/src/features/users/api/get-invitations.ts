import { useQuery } from '@tanstack/react-query';
import { InvitationSchema, type Invitation, type InvitationListQuery } from '@safc/domain';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { invitationKeys } from '../../../lib/query-keys/users';

/** GET /api/invitations: all invitations for administrators, by kind and status. */
export const getInvitations = (query: InvitationListQuery): Promise<Invitation[]> =>
  http('/api/invitations', { query: { ...query }, response: z.array(InvitationSchema) });

export function useInvitations(query: InvitationListQuery) {
  return useQuery({ queryKey: invitationKeys.list(query), queryFn: () => getInvitations(query) });
}
