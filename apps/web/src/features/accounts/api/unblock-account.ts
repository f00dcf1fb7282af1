import { http } from '../../../lib/http';
import type { AccountView } from './account-types';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/unblock */
export const unblockAccount = (accountId: string): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}/unblock`, { method: 'PATCH' });

export const useUnblockAccount = (accountId: string) => useAccountMutation(() => unblockAccount(accountId));
