import type { RequestKind } from '@safc/domain';
import type { Tx } from '../../db/client';
import { requests } from '../../db/schema';
import { recordEvents, type EventTx, type NewEvent } from '../events/record-events';

export interface OpenedRequest {
  kind: RequestKind;
  companyId: string | null;
  accountId?: string | null;
  /** An IssueApprovalRequest's issuance and its Issue action (the event names both). */
  issuance?: { id: string; actionId: string };
  requestedBy: string;
  /** Who made the request happen, when not the requester: the last signer of an issuance. */
  openedBy?: string;
  payload?: Record<string, unknown>;
}

/** Records a request for the administrator, with its RequestCreated event, in the caller's transaction. */
export async function openRequest(tx: EventTx, opened: OpenedRequest): Promise<string> {
  const requestId = await insertRequest(tx, opened);
  await recordEvents(tx, [requestCreated(opened, requestId)]);
  return requestId;
}

/**
 * The request's row alone, for a service that stores files under the request's id before it records
 * `requestCreated` (naming those files) or another event first, or whose caller records the events last (an
 * action step: the IssueApprovalRequest of a last signature).
 */
export async function insertRequest(tx: Tx, opened: OpenedRequest): Promise<string> {
  const [request] = await tx
    .insert(requests)
    .values({
      kind: opened.kind,
      companyId: opened.companyId,
      accountId: opened.accountId ?? null,
      issuanceId: opened.issuance?.id ?? null,
      requestedBy: opened.requestedBy,
      payload: opened.payload ?? {},
    })
    .returning({ id: requests.id });
  if (!request) throw new Error(`insertRequest: the ${opened.kind} was not inserted`);
  return request.id;
}

/** The RequestCreated event of a request insertRequest wrote, with the files sent with it. */
export function requestCreated(
  opened: OpenedRequest,
  requestId: string,
  uploads?: readonly { id: string }[],
): NewEvent {
  return {
    type: 'RequestCreated',
    actorId: opened.openedBy ?? opened.requestedBy,
    companyId: opened.companyId,
    accountId: opened.accountId ?? null,
    entityType: 'request',
    entityId: requestId,
    payload: {
      kind: opened.kind,
      ...(opened.issuance && { issuanceId: opened.issuance.id, actionId: opened.issuance.actionId }),
      ...(uploads && { uploadIds: uploads.map((upload) => upload.id) }),
    },
  };
}
