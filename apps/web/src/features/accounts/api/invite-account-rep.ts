import {
  AccountRepInviteResultSchema,
  type AccountRepInvite,
  type AccountRepInviteResult,
} from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/{id}/account-rep: invite an account representative with a role. */
export const inviteAccountRep = (
  accountId: string,
  body: AccountRepInvite,
): Promise<AccountRepInviteResult> =>
  http(`/api/account/${accountId}/account-rep`, {
    method: 'POST',
    json: body,
    response: AccountRepInviteResultSchema,
  });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useInviteAccountRep = (accountId: string) =>
  useAccountMutation((body: AccountRepInvite) => inviteAccountRep(accountId, body), { silent: true });
