import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/actions/pending-count: the per-company pending actions summary (platform spec §3). */
export interface PendingCount {
  pendingApprovalCount: number;
  pendingAcceptanceCount: number;
  pendingSignatureCount: number;
}

export const pendingCountKey = (companyId: string | null) => ['actions', 'pending-count', companyId] as const;

export const getPendingCount = (companyId: string | null): Promise<PendingCount> =>
  http<PendingCount>('/api/actions/pending-count', { query: { companyId } });

/** Polled every 15 s; its errors are not thrown (platform spec §7): the bell just keeps its last count. */
export function usePendingCount(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: pendingCountKey(companyId),
    queryFn: () => getPendingCount(companyId),
    enabled,
    refetchInterval: PENDING_POLL_MS,
    throwOnError: false,
    retry: false,
    meta: { silent: true },
  });
}

export const totalPending = (count: PendingCount | undefined): number =>
  count ? count.pendingApprovalCount + count.pendingAcceptanceCount + count.pendingSignatureCount : 0;
