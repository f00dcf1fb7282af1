import { and, eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { appendEventsToChain } from '../ledger/append-events-to-chain';
import { lockAction, type ActionRow } from '../ledger/ledger-rows';
import { releaseReservation } from '../ledger/release-reservation';
import type { RequestDecision, RequestHandler } from '../requests/request-handler';
import { approveIssuance, closeIssuance } from './decide-issuance';

async function issueActionOf({ tx, request }: RequestDecision): Promise<ActionRow> {
  const [row] = await tx
    .select({ id: actions.id })
    .from(actions)
    .where(and(eq(actions.issuanceId, request.issuanceId ?? ''), eq(actions.type, 'Issue')));
  if (!row) throw AppError.notFound('The issuance of this request has no issue action');
  const action = await lockAction(tx, row.id);
  if (action.status !== 'pendingApproval') {
    throw AppError.conflict(`The issuance is ${action.status}, not awaiting approval`, {
      status: action.status,
    });
  }
  return action;
}

async function reject(tx: Tx, action: ActionRow, deciderId: string, comment: string | undefined, now: Date) {
  await tx.update(actions).set({ status: 'rejected', updatedAt: now }).where(eq(actions.id, action.id));
  await releaseReservation(tx, action);
  return closeIssuance(tx, action, deciderId, now, 'rejected', comment ?? null, {
    requestDecidedByCaller: true,
  });
}

/**
 * IssueApprovalRequest decided through /api/requests/{id}/approve or /reject: the same as
 * /api/actions/{id}/approve or /reject on its Issue action.
 */
export const issueApprovalHandler: RequestHandler = {
  async approve(decision) {
    const action = await issueActionOf(decision);
    const events = await approveIssuance(decision.tx, action, decision.deciderId, new Date(), {
      requestDecidedByCaller: true,
    });
    await appendEventsToChain(decision.tx, events);
  },
  async reject(decision) {
    const action = await issueActionOf(decision);
    const events = await reject(decision.tx, action, decision.deciderId, decision.comment, new Date());
    await appendEventsToChain(decision.tx, [
      {
        type: 'ActionRejected',
        actorId: decision.deciderId,
        companyId: decision.request.companyId,
        accountId: decision.request.accountId,
        entityType: 'action',
        entityId: action.id,
        payload: { type: 'Issue', comment: decision.comment ?? null, from: 'pendingApproval' },
      },
      ...events,
    ]);
  },
};
