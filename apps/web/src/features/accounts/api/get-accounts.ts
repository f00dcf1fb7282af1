import { useQuery } from '@tanstack/react-query';
import type { AccountStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';
import type { AccountSummary } from './account-types';

/** GET /api/account: every account for administrators, the selected company's for everyone else. */
export const getAccounts = (status?: AccountStatus): Promise<AccountSummary[]> =>
  http<AccountSummary[]>('/api/account', { query: { status } });

export function useAccounts(status?: AccountStatus) {
  return useQuery({ queryKey: accountKeys.list({ status }), queryFn: () => getAccounts(status) });
}
