import { eq } from 'drizzle-orm';
import type { ActionStatus, ActionType } from '@safc/domain';
import { actions, signatures, unitBlocks } from '../schema';
import { insertDemoBlock, type DemoBlock } from './demo-blocks';
import { demoTypeCode } from './demo-issue-forms';
import type { DemoClock } from './demo-clock';
import type { DemoAccounts, DemoCompanies } from './seed-companies';
import type { DemoIssuance } from './seed-issuances';
import type { DemoPeople } from './seed-people';
import { recordEvents, type EventTx } from '../../services/events/record-events';

/** What the demo's unit operations work with. */
export interface DemoContext {
  tx: EventTx;
  clock: DemoClock;
  people: DemoPeople;
  companies: DemoCompanies;
  accounts: DemoAccounts;
}

/** The company and account an event is filed under, so each side's log shows it. */
export interface EventScope {
  companyId: string;
  accountId: string;
}

export interface DemoActionInput {
  type: ActionType;
  status: ActionStatus;
  block: DemoBlock;
  volume: string;
  sendingAccountId: string;
  receivingAccountId?: string;
  initiatorId: string;
  signerId: string;
  payload: Record<string, unknown>;
  at: Date;
  expiresAt?: Date;
}

/** An action on a block, started by its initiator and signed by a second person (four eyes). */
export async function insertSignedAction(tx: EventTx, input: DemoActionInput): Promise<string> {
  const { block, signerId, at, ...action } = input;
  const [row] = await tx
    .insert(actions)
    .values({
      ...action,
      unitBlockId: block.id,
      completedAt: input.status === 'completed' ? at : null,
      createdAt: at,
      updatedAt: at,
    })
    .returning({ id: actions.id });
  if (!row) throw new Error(`insertSignedAction: the ${input.type} was not inserted`);
  await tx.insert(signatures).values({ actionId: row.id, userId: signerId, signedAt: at });
  return row.id;
}

type ActionStepEvent =
  'ActionStarted' | 'ActionSigned' | 'ActionAccepted' | 'ActionApproved' | 'ActionCompleted';

/** The action's steps in the log: who did what, filed under which side. */
export async function recordActionSteps(
  tx: EventTx,
  action: { id: string; type: ActionType },
  steps: [ActionStepEvent, string, EventScope][],
): Promise<void> {
  for (const [type, actorId, scope] of steps) {
    await recordEvents(tx, [
      {
        type,
        actorId,
        ...scope,
        entityType: 'action',
        entityId: action.id,
        payload: { type: action.type },
      },
    ]);
  }
}

/** Blocks never change volume: the operation supersedes the block it took from. */
export async function supersede(tx: EventTx, block: DemoBlock): Promise<void> {
  await tx.update(unitBlocks).set({ status: 'superseded' }).where(eq(unitBlocks.id, block.id));
}

export interface ChildBlockInput {
  accountId: string;
  parent: DemoBlock;
  volume: string;
  actionId: string;
  at: Date;
  /** Category 3 once SAFcE has been issued for the volume; otherwise the issuance's. */
  category?: 3;
}

/** A SAFcA block an operation created from its parent, of the same issuance. */
export function insertChildBlock(
  tx: EventTx,
  issuance: DemoIssuance,
  input: ChildBlockInput,
): Promise<DemoBlock> {
  const { batch } = issuance;
  return insertDemoBlock(tx, {
    unitType: 'SAFcA',
    accountId: input.accountId,
    issuanceId: issuance.id,
    parentId: input.parent.id,
    volume: input.volume,
    issued: batch,
    category: input.category ?? batch.category,
    typeCode: input.category ? demoTypeCode(batch, input.category) : batch.typeCode,
    createdByActionId: input.actionId,
    createdAt: input.at,
  });
}
