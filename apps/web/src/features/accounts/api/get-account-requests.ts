import { useQuery } from '@tanstack/react-query';
import type { RequestKind, RequestStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';
import type { UploadSummary } from './account-types';

export interface RegistryRequest {
  id: string;
  kind: RequestKind;
  status: RequestStatus;
  companyId: string | null;
  companyName: string | null;
  accountId: string | null;
  accountName: string | null;
  requestedBy: { id: string; name: string; email: string };
  payload: unknown;
  documents: UploadSummary[];
  decisionComment: string | null;
  createdAt: string;
}

const ACCOUNT_REQUEST_KINDS: readonly RequestKind[] = ['AccountCreateRequest', 'AccountDetailsChangeRequest'];

/** GET /api/requests?companyId=&status=pending: the pending account requests of the account's company (the first 200). */
export const getAccountRequests = (companyId: string): Promise<RegistryRequest[]> =>
  http<{ items: RegistryRequest[] }>('/api/requests', {
    query: { companyId, status: 'pending', pageSize: '200' },
  }).then((page) => page.items);

/** The pending AccountCreate and AccountDetailsChange requests of one account, for the administrator. */
export function useAccountRequests(companyId: string | undefined, accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.requests(companyId ?? ''),
    queryFn: () => getAccountRequests(companyId!),
    enabled: enabled && Boolean(companyId),
    select: (requests) =>
      requests.filter(
        (request) => request.accountId === accountId && ACCOUNT_REQUEST_KINDS.includes(request.kind),
      ),
  });
}
