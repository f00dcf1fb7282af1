import { AccountViewSchema, type AccountView } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/unblock */
export const unblockAccount = (accountId: string): Promise<AccountView> =>
  http(`/api/account/${accountId}/unblock`, { method: 'PATCH', response: AccountViewSchema });

export const useUnblockAccount = (accountId: string) => useAccountMutation(() => unblockAccount(accountId));
