import { useQuery } from '@tanstack/react-query';
import type { AccountStatus, AccountType } from '@safc/domain';
import { http } from '../http';

/** GET /api/account: the accounts the signed-in user may see (all of them for registry administrators). Shared by holdings and issuance. */
export interface AccountSummary {
  id: string;
  name: string;
  type: AccountType;
  status: AccountStatus;
  companyId: string;
  companyName: string;
}

export const accountsKey = ['accounts', 'list', {}] as const;

export const getAccounts = (): Promise<AccountSummary[]> => http<AccountSummary[]>('/api/account');

export function useAccounts() {
  return useQuery({ queryKey: accountsKey, queryFn: getAccounts, staleTime: 30_000 });
}
