import type { TrustedAccounts } from '@safc/domain';
import { http } from '../../../lib/http';
import type { AccountView } from './account-types';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/trusted: the full list of senders whose transfers complete without acceptance. */
export const setTrustedAccounts = (accountId: string, body: TrustedAccounts): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}/trusted`, { method: 'PATCH', json: body });

export const useSetTrustedAccounts = (accountId: string) =>
  useAccountMutation((body: TrustedAccounts) => setTrustedAccounts(accountId, body));
