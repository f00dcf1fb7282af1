import type { RequestKind } from '@safc/domain';
import { requests } from '../../db/schema';
import { recordEvents, type EventTx } from '../events/record-events';

export interface OpenedRequest {
  kind: RequestKind;
  companyId: string | null;
  accountId?: string | null;
  requestedBy: string;
  payload: Record<string, unknown>;
}

/** Records a request for the administrator, with its RequestCreated event, in the caller's transaction. */
export async function openRequest(tx: EventTx, opened: OpenedRequest): Promise<string> {
  const [request] = await tx
    .insert(requests)
    .values({
      kind: opened.kind,
      companyId: opened.companyId,
      accountId: opened.accountId ?? null,
      requestedBy: opened.requestedBy,
      payload: opened.payload,
    })
    .returning({ id: requests.id });
  await recordEvents(tx, [
    {
      type: 'RequestCreated',
      actorId: opened.requestedBy,
      companyId: opened.companyId,
      accountId: opened.accountId ?? null,
      entityType: 'request',
      entityId: request!.id,
      payload: { kind: opened.kind },
    },
  ]);
  return request!.id;
}
