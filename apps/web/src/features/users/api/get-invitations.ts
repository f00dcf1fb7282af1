import { useQuery } from '@tanstack/react-query';
import type { InvitationKind, InvitationStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import type { Invitation } from './user-types';

/** GET /api/invitations: all invitations for administrators, by kind and status. */
export const getInvitations = (filter: {
  kind?: InvitationKind;
  status?: InvitationStatus;
}): Promise<Invitation[]> => http<Invitation[]>('/api/invitations', { query: filter });

export function useInvitations(filter: { kind?: InvitationKind; status?: InvitationStatus }) {
  return useQuery({ queryKey: userKeys.invitations(filter), queryFn: () => getInvitations(filter) });
}
