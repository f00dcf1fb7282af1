import type { RequestDecision } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** POST /api/requests/{id}/approve or /reject, with the administrator's comment. */
export const decideRequest = (requestId: string, approve: boolean, body: RequestDecision): Promise<unknown> =>
  http(`/api/requests/${requestId}/${approve ? 'approve' : 'reject'}`, { method: 'POST', json: body });

export const useDecideRequest = () =>
  useAccountMutation(
    ({ requestId, approve, body }: { requestId: string; approve: boolean; body: RequestDecision }) =>
      decideRequest(requestId, approve, body),
  );
