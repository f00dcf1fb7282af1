import { useQuery } from '@tanstack/react-query';
import type { RequestKind } from '@safc/domain';
import { http } from '../../../lib/http';

/** What the Actions page shows of a request awaiting an administrator (GET /api/requests). */
export interface PendingRequest {
  id: string;
  kind: RequestKind;
  companyId: string | null;
  companyName: string | null;
  accountName: string | null;
  requestedBy: { name: string };
  createdAt: string;
}

export const pendingRequestKeys = {
  all: ['requests', 'pending'] as const,
};

export const getPendingRequests = (): Promise<PendingRequest[]> =>
  http<PendingRequest[]>('/api/requests', { query: { status: 'pending' } });

/** Administrators only: the requests the bell counts beside the issuances awaiting approval. */
export function usePendingRequests(enabled: boolean) {
  return useQuery({ queryKey: pendingRequestKeys.all, queryFn: getPendingRequests, enabled });
}
