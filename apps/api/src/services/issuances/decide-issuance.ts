import { and, eq } from 'drizzle-orm';
import { unacknowledgedWarnings } from '@safc/domain';
import { AppError } from '../../errors/app-error';
import type { Tx } from '../../db/client';
import { actions, issuances, requests, signatures, unitBlocks } from '../../db/schema';
import { nextUnitSerial } from '../../db/unit-serial';
import type { ActionRow } from '../ledger/ledger-rows';
import { insertRequest, requestCreated, type OpenedRequest } from '../requests/open-request';
import { requestDecidedEvent, type RequestOutcome } from '../requests/request-decided-event';
import { unitExpiryOf } from '../units/unit-validity';
import { issuanceReview } from './issuance-warnings';
import { type NewEvent } from '../events/record-events';

type IssuanceRow = typeof issuances.$inferSelect;

async function issuanceOf(tx: Tx, action: ActionRow): Promise<IssuanceRow> {
  const [issuance] = await tx
    .select()
    .from(issuances)
    .where(eq(issuances.id, action.issuanceId ?? ''))
    .for('update');
  if (!issuance) throw new Error(`issuanceOf: action ${action.id} has no issuance`);
  return issuance;
}

const scopeOf = (issuance: IssuanceRow, actorId: string) => ({
  actorId,
  companyId: issuance.companyId,
  accountId: issuance.accountId,
});

export interface IssuanceDecision {
  /** The Issue action, locked, awaiting the administrator (pendingApproval or clarificationRequested). */
  action: ActionRow;
  adminId: string;
  approved: boolean;
  comment: string | null;
  /** Codes of the plausibility warnings the administrator saw and accepts (approval only). */
  acknowledgedWarnings?: readonly string[];
  now: Date;
}

/**
 * The administrator's decision on a signed issuance, whichever door it comes through: /api/actions/{id}/
 * approve|reject on the Issue action or /api/requests/{id}/approve|reject on its IssueApprovalRequest. The
 * issuance, the action and the request are decided together, with the same events and payloads either
 * way. Returns the events for the caller to record last.
 */
export function decideIssuance(tx: Tx, decision: IssuanceDecision): Promise<NewEvent[]> {
  return decision.approved ? approveIssuance(tx, decision) : rejectIssuance(tx, decision);
}

/** Approved: only now is the block created, with its serial, in the issuing account. */
async function approveIssuance(
  tx: Tx,
  { action, adminId, comment, acknowledgedWarnings = [], now }: IssuanceDecision,
): Promise<NewEvent[]> {
  await requireNotAParty(tx, action, adminId);
  const issuance = await issuanceOf(tx, action);
  // Decision 035: the warnings are recomputed from the stored form, so an approval can only acknowledge what
  // the rules say of it now; one left out refuses the approval, before anything is written. A peer registry's
  // issuance of the same batch found since submission counts too (decision 099).
  const { warnings } = await issuanceReview(tx, issuance);
  const missing = unacknowledgedWarnings(warnings, acknowledgedWarnings);
  if (missing.length > 0) {
    throw AppError.conflict(
      `Acknowledge the plausibility warnings before approving: ${missing.map((warning) => warning.message).join(' ')}`,
      {
        'body.acknowledgedWarnings': `Missing: ${missing.map((warning) => warning.code).join(', ')}`,
        unacknowledged: missing.map((warning) => warning.code),
      },
    );
  }
  await tx
    .update(issuances)
    .set({ status: 'approved', approvedBy: adminId, approvedAt: now, updatedAt: now })
    .where(eq(issuances.id, issuance.id));
  const [block] = await tx
    .insert(unitBlocks)
    .values({
      serial: await nextUnitSerial(tx, 'SAFcA', now),
      unitType: 'SAFcA',
      accountId: issuance.accountId,
      issuanceId: issuance.id,
      volume: issuance.volume,
      category: issuance.category,
      typeCode: issuance.typeCode,
      co2Abated: issuance.co2Abated,
      // Issued at the approval's instant: the validity period runs from the same clock as the issuance date.
      createdAt: now,
      expiresAt: unitExpiryOf(now),
      createdByActionId: action.id,
    })
    .returning();
  if (!block) throw new Error('approveIssuance: the block was not inserted');
  await tx
    .update(actions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(actions.id, action.id));
  const decided = await decideIssuanceRequests(tx, issuance.id, 'approved', adminId, now, comment);
  const scope = scopeOf(issuance, adminId);
  return [
    {
      type: 'ActionApproved',
      ...scope,
      entityType: 'action',
      entityId: action.id,
      payload: { type: 'Issue' },
    },
    ...decided.map((request) => requestDecidedEvent(request, 'approved', adminId, comment)),
    {
      type: 'IssuanceApproved',
      ...scope,
      entityType: 'issuance',
      entityId: issuance.id,
      // What the administrator accepted, word for word, as it stood when approved.
      payload: {
        volume: issuance.volume,
        ...(warnings.length > 0 && {
          acknowledgedWarnings: warnings.map(({ code, message }) => ({ code, message })),
        }),
      },
    },
    {
      type: 'ActionCompleted',
      ...scope,
      entityType: 'action',
      entityId: action.id,
      payload: { type: 'Issue', volume: issuance.volume },
    },
    {
      type: 'UnitIssued',
      ...scope,
      entityType: 'unitBlock',
      entityId: block.id,
      payload: { serial: block.serial, unitType: 'SAFcA', volume: block.volume, issuanceId: issuance.id },
    },
  ];
}

/** Rejected by the administrator: the action and the issuance end, and no block is ever created. */
async function rejectIssuance(tx: Tx, decision: IssuanceDecision): Promise<NewEvent[]> {
  const { action, adminId, comment, now } = decision;
  await tx.update(actions).set({ status: 'rejected', updatedAt: now }).where(eq(actions.id, action.id));
  const { issuance, events } = await closeIssuance(tx, action, adminId, now, 'rejected', comment);
  const rejected: NewEvent = {
    type: 'ActionRejected',
    ...scopeOf(issuance, adminId),
    entityType: 'action',
    entityId: action.id,
    payload: { type: action.type, volume: action.volume, comment, from: action.status },
  };
  return [rejected, ...events];
}

/**
 * Ends an issuance without a block: rejected (by the administrator, or by a signer refusing to sign) or
 * cancelled by its initiator. Its pending request is decided with it. The caller ends the action.
 */
export async function closeIssuance(
  tx: Tx,
  action: ActionRow,
  actorId: string,
  now: Date,
  outcome: 'rejected' | 'cancelled',
  comment: string | null,
): Promise<{ issuance: IssuanceRow; events: NewEvent[] }> {
  const issuance = await issuanceOf(tx, action);
  await tx.update(issuances).set({ status: outcome, updatedAt: now }).where(eq(issuances.id, issuance.id));
  const requestOutcome = outcome === 'rejected' ? 'rejected' : 'closed';
  const decided = await decideIssuanceRequests(tx, issuance.id, requestOutcome, actorId, now, comment);
  const events = decided.map((request) => requestDecidedEvent(request, requestOutcome, actorId, comment));
  if (outcome === 'rejected') {
    events.push({
      type: 'IssuanceRejected',
      ...scopeOf(issuance, actorId),
      entityType: 'issuance',
      entityId: issuance.id,
      payload: { comment },
    });
  }
  return { issuance, events };
}

/** Clarification asked by the administrator, or given by the initiator: the question and answers are kept. */
export async function recordClarification(
  tx: Tx,
  action: ActionRow,
  actorId: string,
  now: Date,
  entry: { role: 'question' | 'answer'; comment: string },
): Promise<NewEvent> {
  const issuance = await issuanceOf(tx, action);
  const thread = Array.isArray((issuance.clarification as { thread?: unknown[] } | null)?.thread)
    ? (issuance.clarification as { thread: unknown[] }).thread
    : [];
  const status = entry.role === 'question' ? 'clarificationRequested' : 'pendingApproval';
  await tx
    .update(issuances)
    .set({
      status,
      updatedAt: now,
      clarification: { thread: [...thread, { ...entry, by: actorId, at: now.toISOString() }] },
    })
    .where(eq(issuances.id, issuance.id));
  return {
    type: entry.role === 'question' ? 'IssuanceClarificationRequested' : 'IssuanceClarified',
    ...scopeOf(issuance, actorId),
    entityType: 'issuance',
    entityId: issuance.id,
    payload: { actionId: action.id, comment: entry.comment },
  };
}

/** The IssueApprovalRequest waiting for the administrator, created on the last signature. */
export async function openIssueApprovalRequest(
  tx: Tx,
  action: ActionRow,
  actorId: string,
  now: Date,
): Promise<NewEvent[]> {
  const issuance = await issuanceOf(tx, action);
  await tx
    .update(issuances)
    .set({ status: 'pendingApproval', updatedAt: now })
    .where(eq(issuances.id, issuance.id));
  const opened: OpenedRequest = {
    kind: 'IssueApprovalRequest',
    companyId: issuance.companyId,
    accountId: issuance.accountId,
    issuance: { id: issuance.id, actionId: action.id },
    requestedBy: issuance.initiatorId,
    openedBy: actorId,
    payload: { actionId: action.id, volume: issuance.volume, typeCode: issuance.typeCode },
  };
  return [requestCreated(opened, await insertRequest(tx, opened))];
}

/** Marks the issuance's pending request decided; answers it for its event (none once already decided). */
async function decideIssuanceRequests(
  tx: Tx,
  issuanceId: string,
  status: RequestOutcome,
  actorId: string,
  now: Date,
  comment: string | null,
) {
  return tx
    .update(requests)
    .set({ status, decidedBy: actorId, decidedAt: now, decisionComment: comment })
    .where(and(eq(requests.issuanceId, issuanceId), eq(requests.status, 'pending')))
    .returning({
      id: requests.id,
      kind: requests.kind,
      companyId: requests.companyId,
      accountId: requests.accountId,
    });
}

/**
 * Four eyes on an issuance are three people: the initiator, a signer and the administrator. A company user
 * invited to administer the registry keeps their memberships, so they could otherwise approve what they
 * started or signed themselves.
 */
async function requireNotAParty(tx: Tx, action: ActionRow, adminId: string): Promise<void> {
  const [signed] = await tx
    .select({ id: signatures.id })
    .from(signatures)
    .where(and(eq(signatures.actionId, action.id), eq(signatures.userId, adminId)))
    .limit(1);
  if (action.initiatorId === adminId || signed) {
    throw AppError.forbidden(
      'You started or signed this issuance: another registry administrator must approve it (four eyes)',
    );
  }
}
