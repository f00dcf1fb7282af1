import { useQuery } from '@tanstack/react-query';
import type { AccountType } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';

export interface TransferTarget {
  id: string;
  name: string;
  type: AccountType;
  companyId: string;
  /** Null for a company that keeps its name private. */
  companyName: string | null;
}

/** At most 500 accounts by name; `total` says how many the registry has. */
export interface TransferTargets {
  items: TransferTarget[];
  total: number;
}

/** GET /api/account/to-transfer: the active accounts of the registry, the candidates the account may trust. */
export const getTransferTargets = (accountId: string): Promise<TransferTargets> =>
  http<TransferTargets>('/api/account/to-transfer', { query: { accountId } });

export function useTransferTargets(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.transferTargets(accountId),
    queryFn: () => getTransferTargets(accountId),
    enabled,
  });
}
