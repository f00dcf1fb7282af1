import type { ActionStatus } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { actionShape } from '../ledger/ledger-columns';
import {
  lockActionWithBlock,
  type ActionAccounts,
  type ActionRow,
  type UnitBlockRow,
} from '../ledger/ledger-rows';
import {
  type NewEvent,
  eventTransaction,
  recordEventsSql,
  recordedEventsValue,
} from '../events/record-events';

/**
 * The step's events queued and the action read back as the step left it, in one statement (the select sees
 * the transaction's earlier writes).
 */
const QUEUE_EVENTS_AND_READ_ACTION = preparedStatement(
  'ledger.queue-events-read-action',
  `with queued as (${recordEventsSql('$2')})
   select ${actionShape.select('a', 'action')} from actions a where a.id = $1::uuid`,
);

/** What a step did: its events, queued with the action read back as the step left it. */
export type StepOutcome = NewEvent[];

export type ActionStep = (
  tx: Tx,
  action: ActionRow,
  block: UnitBlockRow | undefined,
  accounts: ActionAccounts,
) => Promise<StepOutcome>;

/**
 * One move of an action, in one transaction: its block and the action row are locked (in that order),
 * the step returns its events, which are queued with the change and sealed into the chain after commit.
 * The step is given the block locked with the action (undefined for an issuance before approval): nothing
 * else writes it meanwhile; and the accounts the action names, read with the lock. Returns the action as it
 * stands afterwards.
 */
export async function runActionStep(
  db: Db,
  actionId: string,
  allowed: readonly ActionStatus[],
  step: ActionStep,
): Promise<ActionRow> {
  return eventTransaction(db, (tx) => runActionStepIn(tx, actionId, allowed, step));
}

/** runActionStep's work inside a ledger transaction the caller holds (a batch runs one per action). */
export async function runActionStepIn(
  tx: Tx,
  actionId: string,
  allowed: readonly ActionStatus[],
  step: ActionStep,
): Promise<ActionRow> {
  const { action, block, accounts } = await lockActionWithBlock(tx, actionId);
  if (!allowed.includes(action.status)) {
    throw AppError.conflict(`The ${action.type} action is ${action.status}`, {
      actionId: action.id,
      status: action.status,
    });
  }
  const events = await step(tx, action, block, accounts);
  const [row] = await preparedRows<Record<string, unknown>>(tx, QUEUE_EVENTS_AND_READ_ACTION, [
    action.id,
    recordedEventsValue(events),
  ]);
  return (row && actionShape.of(row, 'action')) ?? action;
}

export async function setActionStatus(
  tx: Tx,
  action: ActionRow,
  status: ActionStatus,
  now: Date,
): Promise<void> {
  await tx
    .update(actions)
    .set({ status, updatedAt: now, completedAt: status === 'pendingAcceptance' ? null : action.completedAt })
    .where(eq(actions.id, action.id));
}

/**
 * A transfer past its 72 hours is expired whether or not the expiry job (once a minute, skipping what is
 * locked) has reached it yet: it can no longer be signed or accepted, only cancelled, rejected or left to
 * expire (DESIGN §5).
 */
export function requireNotExpired(action: ActionRow, now: Date): void {
  if (action.expiresAt && action.expiresAt <= now) {
    throw AppError.conflict(`The ${action.type} action expired at ${action.expiresAt.toISOString()}`, {
      actionId: action.id,
      status: 'expired',
    });
  }
}
