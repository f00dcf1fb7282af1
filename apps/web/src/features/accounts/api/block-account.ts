import { AccountViewSchema, type AccountView, type AccountBlock } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/block: an administrator blocks the account; the reason is logged and shown. */
export const blockAccount = (accountId: string, body: AccountBlock): Promise<AccountView> =>
  http(`/api/account/${accountId}/block`, { method: 'PATCH', json: body, response: AccountViewSchema });

export const useBlockAccount = (accountId: string) =>
  useAccountMutation((body: AccountBlock) => blockAccount(accountId, body));
