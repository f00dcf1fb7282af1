import { http } from '../../../lib/http';
import type { AccountView } from './account-types';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/{id}/close: only an account that holds no units can be closed. */
export const closeAccount = (accountId: string): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}/close`, { method: 'POST' });

export const useCloseAccount = (accountId: string) => useAccountMutation(() => closeAccount(accountId));
