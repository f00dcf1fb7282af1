import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  RegistryRequestSchema,
  RequestPageSchema,
  type RegistryRequest,
  type RequestDecision,
} from '@safc/domain';
import { http } from '../http';
import { requestKeys } from '../query-keys/requests';

/** GET /api/requests?status=pending: what awaits an administrator (the first 200), of one company or all. */
export const getPendingRequests = (companyId: string | null): Promise<RegistryRequest[]> =>
  http('/api/requests', {
    response: RequestPageSchema,
    query: { companyId, status: 'pending', pageSize: 200 },
  }).then((page) => page.items);

/** The company pages, the account pages and the administrator's Actions page read the same list. */
export function usePendingRequests(companyId: string | null, enabled = true) {
  return useQuery({
    queryKey: requestKeys.pending(companyId),
    queryFn: () => getPendingRequests(companyId),
    enabled,
  });
}

/** POST /api/requests/{id}/approve or /reject, with the administrator's comment. */
export const decideRequest = (
  requestId: string,
  approve: boolean,
  body: RequestDecision,
): Promise<RegistryRequest> =>
  http(`/api/requests/${requestId}/${approve ? 'approve' : 'reject'}`, {
    response: RegistryRequestSchema,
    method: 'POST',
    json: body,
  });

/**
 * A decision changes what it was about (a company, an account, a membership, the user's own onboarding
 * state), so everything is refetched, not only the requests.
 */
export function useDecideRequest() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      requestId,
      approve,
      body,
    }: {
      requestId: string;
      approve: boolean;
      body: RequestDecision;
    }) => decideRequest(requestId, approve, body),
    onSuccess: () => client.invalidateQueries(),
  });
}
