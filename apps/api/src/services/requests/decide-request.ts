import { and, eq } from 'drizzle-orm';
import { requests } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { requireAdministrator, type Caller, type Registry } from '../users/caller';
import type { RegistryRequest } from '@safc/domain';
import { loadRequestViews } from './load-request-views';
import { requestDecidedEvent } from './request-decided-event';
import { mailRequestDecided } from './request-mail';
import { REQUEST_HANDLERS } from './request-handlers';
import { eventTransaction, recordEvents } from '../events/record-events';

/**
 * POST /api/requests/{id}/approve and /reject: an administrator decides a pending request. The request
 * row is locked, so two administrators deciding at once cannot both win; the handler of its kind changes
 * what the request concerns, then the request is marked and the decision logged, in one transaction.
 * The requester is told by e-mail once it is committed.
 */
export async function decideRequest(
  registry: Registry,
  caller: Caller,
  id: string,
  approved: boolean,
  comment: string | undefined,
  acknowledgedWarnings: readonly string[] = [],
): Promise<RegistryRequest> {
  requireAdministrator(caller, 'Only a registry administrator decides requests');
  const { db } = registry;
  await eventTransaction(db, async (tx) => {
    const [request] = await tx.select().from(requests).where(eq(requests.id, id)).for('update');
    if (!request) throw AppError.notFound('Request not found');
    if (request.status !== 'pending')
      throw AppError.conflict(`The request is already ${request.status}`, { status: request.status });
    const handler = REQUEST_HANDLERS[request.kind];
    const decision = { tx, request, deciderId: caller.user.id, comment, acknowledgedWarnings };
    await (approved ? handler.approve(decision) : handler.reject(decision));
    // A handler that decides the request with what it concerns (an issuance) has marked it already.
    const status = approved ? 'approved' : 'rejected';
    const marked = await tx
      .update(requests)
      .set({ status, decidedBy: caller.user.id, decidedAt: new Date(), decisionComment: comment ?? null })
      .where(and(eq(requests.id, id), eq(requests.status, 'pending')))
      .returning({ id: requests.id });
    if (marked.length > 0) {
      await recordEvents(tx, [requestDecidedEvent(request, status, caller.user.id, comment ?? null)]);
    }
  });
  await mailRequestDecided(registry, id);
  const [view] = await loadRequestViews(db, eq(requests.id, id));
  if (!view) throw new Error(`decideRequest: the request ${id} is missing after its decision`);
  return view;
}
