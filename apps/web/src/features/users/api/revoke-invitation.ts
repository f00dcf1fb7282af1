import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { usePeopleMutation } from './use-people-mutation';

/** POST /api/invitations/{id}/revoke: the invitation link stops working. */
export const revokeInvitation = (invitationId: string): Promise<void> =>
  http(`/api/invitations/${invitationId}/revoke`, { method: 'POST', response: NoContentSchema }).then(
    () => undefined,
  );

export const useRevokeInvitation = () => usePeopleMutation(revokeInvitation);
