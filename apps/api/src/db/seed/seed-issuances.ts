import { batchFingerprint, batchOfIssueForm } from '@safc/domain';
import { actions, issuances, requests, signatures } from '../schema';
import { insertDemoBlock, type DemoBlock } from './demo-blocks';
import type { DemoBatch } from './demo-issue-forms';
import type { DemoClock } from './demo-clock';
import type { DemoPeople } from './seed-people';
import { recordEvents, type EventTx } from '../../services/events/record-events';

export interface DemoIssuance {
  id: string;
  batch: DemoBatch;
  /** The block created on approval; absent while the issuance awaits the administrator. */
  block?: DemoBlock;
}

interface IssuanceInput {
  batch: DemoBatch;
  companyId: string;
  accountId: string;
  people: DemoPeople;
  submittedDaysAgo: number;
  approved: boolean;
}

/**
 * An issue form submitted by the initiator and signed by the approver; approved issuances also get the
 * administrator's decision and their first block, pending ones an open IssueApprovalRequest.
 */
export async function seedIssuance(
  tx: EventTx,
  clock: DemoClock,
  input: IssuanceInput,
): Promise<DemoIssuance> {
  const { batch, companyId, accountId, people } = input;
  const submittedAt = clock.daysAgo(input.submittedDaysAgo);
  const decidedAt = clock.daysAgo(input.submittedDaysAgo - 2);
  const { form, ...figures } = batch;
  const identity = batchOfIssueForm(form);
  if (!identity) throw new Error('seedIssuance: a demo form names no batch');

  const [issuance] = await tx
    .insert(issuances)
    .values({
      accountId,
      companyId,
      initiatorId: people.nordicInitiator,
      status: input.approved ? 'approved' : 'pendingApproval',
      documentationType: 'pos',
      assuranceLevel: 'VAL',
      form,
      ...figures,
      // Each demo batch is its own (decision 096); the demo's issuances have no document, so no document hash.
      batchFingerprint: await batchFingerprint(identity),
      approvedBy: input.approved ? people.admin : null,
      approvedAt: input.approved ? decidedAt : null,
      createdAt: submittedAt,
      updatedAt: input.approved ? decidedAt : submittedAt,
    })
    .returning({ id: issuances.id });
  if (!issuance) throw new Error('seedIssuance: the issuance was not inserted');

  const [action] = await tx
    .insert(actions)
    .values({
      type: 'Issue',
      status: input.approved ? 'completed' : 'pendingApproval',
      issuanceId: issuance.id,
      receivingAccountId: accountId,
      initiatorId: people.nordicInitiator,
      volume: batch.volume,
      payload: { batchNumber: (form.batch as { batchNumber: string }).batchNumber },
      completedAt: input.approved ? decidedAt : null,
      createdAt: submittedAt,
      updatedAt: input.approved ? decidedAt : submittedAt,
    })
    .returning({ id: actions.id });
  if (!action) throw new Error('seedIssuance: the issue action was not inserted');
  await tx
    .insert(signatures)
    .values({ actionId: action.id, userId: people.nordicApprover, signedAt: submittedAt });

  const [request] = await tx
    .insert(requests)
    .values({
      kind: 'IssueApprovalRequest',
      status: input.approved ? 'approved' : 'pending',
      companyId,
      accountId,
      issuanceId: issuance.id,
      requestedBy: people.nordicInitiator,
      payload: { actionId: action.id },
      decidedBy: input.approved ? people.admin : null,
      decidedAt: input.approved ? decidedAt : null,
      createdAt: submittedAt,
    })
    .returning({ id: requests.id });
  if (!request) throw new Error('seedIssuance: the approval request was not inserted');

  const scope = { companyId, accountId };
  const volume = batch.volume;
  await recordEvents(tx, [
    {
      type: 'IssuanceSubmitted',
      actorId: people.nordicInitiator,
      ...scope,
      entityType: 'issuance',
      entityId: issuance.id,
      payload: { volume, typeCode: batch.typeCode },
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'ActionSigned',
      actorId: people.nordicApprover,
      ...scope,
      entityType: 'action',
      entityId: action.id,
      payload: { type: 'Issue' },
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'RequestCreated',
      actorId: people.nordicApprover,
      ...scope,
      entityType: 'request',
      entityId: request.id,
      payload: { kind: 'IssueApprovalRequest', issuanceId: issuance.id },
    },
  ]);
  if (!input.approved) return { id: issuance.id, batch };

  const block = await insertDemoBlock(tx, {
    unitType: 'SAFcA',
    accountId,
    issuanceId: issuance.id,
    volume,
    issued: batch,
    category: batch.category,
    typeCode: batch.typeCode,
    createdByActionId: action.id,
    createdAt: decidedAt,
  });
  await recordEvents(tx, [
    {
      type: 'IssuanceApproved',
      actorId: people.admin,
      ...scope,
      entityType: 'issuance',
      entityId: issuance.id,
      payload: { volume, requestId: request.id },
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'UnitIssued',
      actorId: people.admin,
      ...scope,
      entityType: 'unitBlock',
      entityId: block.id,
      payload: { serial: block.serial, volume, issuanceId: issuance.id },
    },
  ]);
  return { id: issuance.id, batch, block };
}
