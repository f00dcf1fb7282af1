import type { RequestKind } from '@safc/domain';
import { requests } from '../../db/schema';
import { recordEvents, type EventTx, type NewEvent } from '../events/record-events';

export interface OpenedRequest {
  kind: RequestKind;
  companyId: string | null;
  accountId?: string | null;
  requestedBy: string;
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
 * `requestCreated` (naming those files) or another event first.
 */
export async function insertRequest(tx: EventTx, opened: OpenedRequest): Promise<string> {
  const [request] = await tx
    .insert(requests)
    .values({
      kind: opened.kind,
      companyId: opened.companyId,
      accountId: opened.accountId ?? null,
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
    actorId: opened.requestedBy,
    companyId: opened.companyId,
    accountId: opened.accountId ?? null,
    entityType: 'request',
    entityId: requestId,
    payload: uploads
      ? { kind: opened.kind, uploadIds: uploads.map((upload) => upload.id) }
      : { kind: opened.kind },
  };
}
