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

/** GET /api/account/to-transfer: the active accounts of the registry, the candidates to trust. */
export const getTransferTargets = (): Promise<TransferTarget[]> =>
  http<TransferTarget[]>('/api/account/to-transfer');

export function useTransferTargets(enabled: boolean) {
  return useQuery({ queryKey: accountKeys.transferTargets, queryFn: getTransferTargets, enabled });
}
