import { AccountViewSchema, type AccountView, type TrustedAccounts } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/trusted: the full list of senders whose transfers complete without acceptance. */
export const setTrustedAccounts = (accountId: string, body: TrustedAccounts): Promise<AccountView> =>
  http(`/api/account/${accountId}/trusted`, { method: 'PATCH', json: body, response: AccountViewSchema });

export const useSetTrustedAccounts = (accountId: string) =>
  useAccountMutation((body: TrustedAccounts) => setTrustedAccounts(accountId, body));
