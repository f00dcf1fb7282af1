import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';
import type { AccountView } from './account-types';

/** GET /api/account/{id}: the account with members, roles, documents, trusted accounts and signers. */
export const getAccount = (accountId: string): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}`);

export function useAccount(accountId: string) {
  return useQuery({ queryKey: accountKeys.detail(accountId), queryFn: () => getAccount(accountId) });
}
