import { http } from '../../../lib/http';
import { usePeopleMutation } from './use-people-mutation';

/** POST /api/invitations/{id}/revoke: the invitation link stops working. */
export const revokeInvitation = (invitationId: string): Promise<void> =>
  http<void>(`/api/invitations/${invitationId}/revoke`, { method: 'POST' });

export const useRevokeInvitation = () => usePeopleMutation(revokeInvitation);
