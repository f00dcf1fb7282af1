import { http } from '../../../lib/http';
import type { AccountView } from './account-types';
import { useAccountMutation } from './use-account-mutation';

/** DELETE /api/account/{id}/account-rep/{representativeId}: the membership is kept as removed. */
export const removeAccountRep = (accountId: string, userId: string): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}/account-rep/${userId}`, { method: 'DELETE' });

export const useRemoveAccountRep = (accountId: string) =>
  useAccountMutation((userId: string) => removeAccountRep(accountId, userId));
