import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/{id}/revoke-invitation: the invitation link stops working. */
export const revokeAccountInvitation = (accountId: string, invitationId: string): Promise<void> =>
  http(`/api/account/${accountId}/revoke-invitation`, {
    method: 'POST',
    json: { invitationId },
    response: NoContentSchema,
  }).then(() => undefined);

export const useRevokeAccountInvitation = (accountId: string) =>
  useAccountMutation((invitationId: string) => revokeAccountInvitation(accountId, invitationId));
