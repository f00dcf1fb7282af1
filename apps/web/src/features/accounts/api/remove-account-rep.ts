import { AccountViewSchema, type AccountView } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** DELETE /api/account/{id}/account-rep/{representativeId}: the membership is kept as removed. */
export const removeAccountRep = (accountId: string, userId: string): Promise<AccountView> =>
  http(`/api/account/${accountId}/account-rep/${userId}`, { method: 'DELETE', response: AccountViewSchema });

export const useRemoveAccountRep = (accountId: string) =>
  useAccountMutation((userId: string) => removeAccountRep(accountId, userId));
