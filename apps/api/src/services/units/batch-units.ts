import type { ActionBatch, BatchClaimForm, BatchTransferForm } from '@safc/domain';
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { actions, unitBlocks } from '../../db/schema';
import { AppError, isAppError } from '../../errors/app-error';
import { acceptStep } from '../actions/accept-action';
import { runActionStepIn, type ActionStep } from '../actions/run-action-step';
import { signStep } from '../actions/sign-action';
import type { Caller } from '../users/caller';
import { freeVolumeOf, isZeroVolume } from '../ledger/decimal-volumes';
import { eventTransaction } from '../events/record-events';
import { lockUnitBlock, type ActionRow, type UnitBlockRow } from '../ledger/ledger-rows';
import { claimRequest } from './claim-units';
import { startUnitActionIn, type UnitActionRequest } from './start-unit-action';
import { transferRequest } from './transfer-units';

export interface StartedBatch {
  batchId: string;
  actions: ActionRow[];
}

type Batch = { id: string; serials: string[] };

/**
 * A refusal of one item of a batch names that item (its block's serial, and the block or action id in the
 * details), so the person sees which one held the whole batch back and why; the others were not touched.
 */
async function namingItem<T>(
  serial: string,
  item: { blockId: string } | { actionId: string },
  work: () => Promise<T>,
): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!isAppError(error)) throw error;
    throw new AppError(
      error.code,
      `${serial}: ${error.message}`,
      { ...error.details, ...item, serial },
      { cause: error },
    );
  }
}

/**
 * A batch (docs/decisions/042): one ordinary unit action per block, each with its own reservation,
 * signatures, acceptance and completion, all started in one transaction. Every block is locked first, in
 * ascending id order, so batches that share blocks wait for one another instead of deadlocking, and a
 * block that cannot go (not held, not active, nothing free, a rule of the operation) refuses the whole batch.
 */
async function startBatch(
  db: Db,
  caller: Caller,
  blockIds: readonly string[],
  requestOf: (block: UnitBlockRow, volume: string, batch: Batch) => UnitActionRequest,
): Promise<StartedBatch> {
  const ordered = [...new Set(blockIds)].sort();
  return eventTransaction(db, async (tx) => {
    const blocks: UnitBlockRow[] = [];
    for (const id of ordered) blocks.push(await lockUnitBlock(tx, id));
    const batch = { id: randomUUID(), serials: blocks.map((block) => block.serial) };
    const started: ActionRow[] = [];
    for (const block of blocks) {
      const free = freeVolumeOf(block);
      const action = await namingItem(block.serial, { blockId: block.id }, () => {
        if (isZeroVolume(free)) {
          throw AppError.conflict('Nothing is free: it is reserved by a pending action', {
            freeVolume: free,
          });
        }
        return startUnitActionIn(tx, caller, requestOf(block, free, batch));
      });
      started.push(action);
    }
    return { batchId: batch.id, actions: started };
  });
}

/** Transfers every block whole to one account: one Transfer action per block, started together. */
export function transferBatch(db: Db, caller: Caller, form: BatchTransferForm, now = new Date()) {
  return startBatch(db, caller, form.blockIds, (block, volume, batch) => ({
    ...transferRequest(
      { blockId: block.id, volume, accountId: form.accountId, recipientId: form.recipientId },
      now,
    ),
    batch,
  }));
}

/** Claims every block whole with the same claim details: one Claim action per block, started together. */
export function claimBatch(db: Db, caller: Caller, form: BatchClaimForm) {
  const { blockIds, ...claim } = form;
  return startBatch(db, caller, blockIds, (block, volume, batch) => ({
    ...claimRequest({ ...claim, blockId: block.id, volume }),
    batch,
  }));
}

/**
 * One step (sign, accept) on several actions in one transaction: all or none. The actions are taken in
 * the order of their blocks' ids, the order a batch locked them in, each block then its action locked as a
 * single step does.
 */
async function stepBatch(
  db: Db,
  batch: ActionBatch,
  allowed: 'pendingSignature' | 'pendingAcceptance',
  step: ActionStep,
) {
  return eventTransaction(db, async (tx) => {
    const rows = await tx
      .select({ id: actions.id, unitBlockId: actions.unitBlockId, serial: unitBlocks.serial })
      .from(actions)
      .leftJoin(unitBlocks, eq(unitBlocks.id, actions.unitBlockId))
      .where(inArray(actions.id, batch.actionIds));
    const missing = batch.actionIds.filter((id) => !rows.some((row) => row.id === id));
    if (missing.length > 0) throw AppError.notFound('Action not found', { actionIds: missing });
    rows.sort((a, b) =>
      (a.unitBlockId ?? '') === (b.unitBlockId ?? '')
        ? a.id.localeCompare(b.id)
        : (a.unitBlockId ?? '').localeCompare(b.unitBlockId ?? ''),
    );
    const done: ActionRow[] = [];
    for (const row of rows) {
      const serial = row.serial ?? 'Action';
      done.push(
        await namingItem(serial, { actionId: row.id }, () => runActionStepIn(tx, row.id, [allowed], step)),
      );
    }
    return done;
  });
}

/** Signs several actions (a batch's, or any the signer may sign) with one signature act. */
export const signBatch = (db: Db, caller: Caller, batch: ActionBatch, now = new Date()) =>
  stepBatch(db, batch, 'pendingSignature', signStep(caller, now));

/** Accepts several incoming actions in one go. */
export const acceptBatch = (db: Db, caller: Caller, batch: ActionBatch, now = new Date()) =>
  stepBatch(db, batch, 'pendingAcceptance', acceptStep(caller, now));
