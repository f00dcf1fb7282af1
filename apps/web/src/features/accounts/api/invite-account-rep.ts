import type { AccountRepInvite } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** added: a colleague already registered joined at once; invited: an e-mail went to someone new. */
export interface AccountRepInviteResult {
  status: 'added' | 'invited';
  userId: string | null;
  invitationId: string | null;
}

/** POST /api/account/{id}/account-rep: invite an account representative with a role. */
export const inviteAccountRep = (
  accountId: string,
  body: AccountRepInvite,
): Promise<AccountRepInviteResult> =>
  http<AccountRepInviteResult>(`/api/account/${accountId}/account-rep`, { method: 'POST', json: body });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useInviteAccountRep = (accountId: string) =>
  useAccountMutation((body: AccountRepInvite) => inviteAccountRep(accountId, body), { silent: true });
