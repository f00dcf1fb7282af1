import { useQuery } from '@tanstack/react-query';
import { PENDING_POLL_MS } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/actions/pending: the processes behind the counts; the bell needs only their accounts. */
export interface PendingActions {
  pendingAcceptance: { processes: { receivingAccountId: string }[] };
  pendingSignature: { processes: { sendingAccountId: string }[] };
  /** Issuances of the company before the administrator, listed on the issuing account's pendingActions tab. */
  pendingApproval: { processes: { sendingAccountId: string | null }[] };
}

export const pendingActionsKey = (companyId: string | null) => ['actions', 'pending', companyId] as const;

export const getPendingActions = (companyId: string | null): Promise<PendingActions> =>
  http<PendingActions>('/api/actions/pending', { query: { companyId } });

/** Polled every 15 s, and asked only while some count is above 0 (platform spec §7). */
export function usePendingActions(companyId: string | null, enabled: boolean) {
  return useQuery({
    queryKey: pendingActionsKey(companyId),
    queryFn: () => getPendingActions(companyId),
    enabled,
    refetchInterval: PENDING_POLL_MS,
    retry: false,
    meta: { silent: true },
  });
}
