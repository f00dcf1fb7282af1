import type { RequestRow } from './request-handler';
import { type NewEvent } from '../events/record-events';

export type RequestOutcome = 'approved' | 'rejected' | 'closed';

/**
 * The one shape of RequestApproved and RequestRejected, whoever decides the request (an administrator
 * through /api/requests, an issuance decided on its action, an initiator withdrawing: status `closed`).
 */
export function requestDecidedEvent(
  request: Pick<RequestRow, 'id' | 'kind' | 'companyId' | 'accountId'>,
  outcome: RequestOutcome,
  actorId: string,
  comment: string | null,
): NewEvent {
  const scope = {
    actorId,
    companyId: request.companyId,
    accountId: request.accountId,
    entityType: 'request',
    entityId: request.id,
  };
  return outcome === 'approved'
    ? { type: 'RequestApproved', ...scope, payload: { kind: request.kind, comment } }
    : { type: 'RequestRejected', ...scope, payload: { kind: request.kind, status: outcome, comment } };
}
