import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/{id}/revoke-invitation: the invitation link stops working. */
export const revokeAccountInvitation = (accountId: string, invitationId: string): Promise<void> =>
  http<void>(`/api/account/${accountId}/revoke-invitation`, { method: 'POST', json: { invitationId } });

export const useRevokeAccountInvitation = (accountId: string) =>
  useAccountMutation((invitationId: string) => revokeAccountInvitation(accountId, invitationId));
