import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS, PendingActionsSchema, type PendingActions } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';

/** GET /api/actions/pending: the processes behind the counts; the bell needs only their accounts. */
export const getPendingActions = (companyId: string | null): Promise<PendingActions> =>
  http('/api/actions/pending', { query: { companyId }, response: PendingActionsSchema });

/** Polled every 15 s, and asked only while some count is above 0 (platform spec §7). */
export function usePendingActions(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: actionKeys.pending(companyId),
    queryFn: () => getPendingActions(companyId),
    enabled,
    refetchInterval: PENDING_POLL_MS,
    retry: false,
    meta: { silent: true },
  });
}
