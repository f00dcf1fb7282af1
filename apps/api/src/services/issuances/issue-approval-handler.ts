import { and, eq } from 'drizzle-orm';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { lockAction, type ActionRow } from '../ledger/ledger-rows';
import type { RequestDecision, RequestHandler } from '../requests/request-handler';
import { decideIssuance } from './decide-issuance';
import { recordEvents } from '../events/record-events';

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

/**
 * IssueApprovalRequest decided through /api/requests/{id}/approve or /reject: the same decision as
 * /api/actions/{id}/approve or /reject on its Issue action (decideIssuance), request included.
 */
export const issueApprovalHandler: RequestHandler = {
  approve: (decision) => decide(decision, true),
  reject: (decision) => decide(decision, false),
};

async function decide(decision: RequestDecision, approved: boolean): Promise<void> {
  const action = await issueActionOf(decision);
  const events = await decideIssuance(decision.tx, {
    action,
    adminId: decision.deciderId,
    approved,
    comment: decision.comment ?? null,
    acknowledgedWarnings: decision.acknowledgedWarnings,
    now: new Date(),
  });
  await recordEvents(decision.tx, events);
}
