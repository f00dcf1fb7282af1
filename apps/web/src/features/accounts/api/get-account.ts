import { useQuery } from '@tanstack/react-query';
import { AccountViewSchema, type AccountView } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from '../../../lib/query-keys/accounts';

/** GET /api/account/{id}: the account with members, roles, documents, trusted accounts and signers. */
export const getAccount = (accountId: string): Promise<AccountView> =>
  http(`/api/account/${accountId}`, { response: AccountViewSchema });

export function useAccount(accountId: string) {
  return useQuery({ queryKey: accountKeys.detail(accountId), queryFn: () => getAccount(accountId) });
}
