import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, PendingCountsSchema, type PendingCounts } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';

/** GET /api/actions/pending-count: the per-company pending actions summary (platform spec §3). */
export const getPendingCount = (companyId: string | null): Promise<PendingCounts> =>
  http('/api/actions/pending-count', { query: { companyId }, response: PendingCountsSchema });

/** Polled every 15 s; its errors are not thrown (platform spec §7): the bell just keeps its last count. */
export function usePendingCount(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: actionKeys.pendingCount(companyId),
    queryFn: () => getPendingCount(companyId),
    enabled,
    refetchInterval: PENDING_POLL_MS,
    throwOnError: false,
    retry: false,
    meta: { silent: true },
  });
}

export const totalPending = (count: PendingCounts | undefined): number =>
  count ? count.pendingApprovalCount + count.pendingAcceptanceCount + count.pendingSignatureCount : 0;
