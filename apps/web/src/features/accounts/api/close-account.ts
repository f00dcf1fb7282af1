import { AccountViewSchema, type AccountView } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/account/{id}/close: only an account that holds no units can be closed. */
export const closeAccount = (accountId: string): Promise<AccountView> =>
  http(`/api/account/${accountId}/close`, { method: 'POST', response: AccountViewSchema });

export const useCloseAccount = (accountId: string) => useAccountMutation(() => closeAccount(accountId));
