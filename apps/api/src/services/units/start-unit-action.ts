import type { ActionType, PermissionAction } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { NewEvent } from '../events/append-event';
import { readinessOf } from '../ledger/action-readiness';
import { requireUnitPermission, type Actor } from '../ledger/actor';
import { ledgerTransaction } from '../ledger/ledger-transaction';
import { queueEvents } from '../ledger/seal-events';
import { exceeds, freeVolumeOf } from '../ledger/decimal-volumes';
import {
  lockUnitBlockWithAccount,
  type AccountWithCompany,
  type ActionRow,
  type UnitBlockRow,
} from '../ledger/ledger-rows';

export interface CheckOutcome {
  receivingAccountId?: string;
}

export interface UnitActionRequest {
  type: Exclude<ActionType, 'Issue' | 'Onboarding'>;
  permission: PermissionAction;
  blockId: string;
  /** The account acting on the block: it must hold it. Null: whichever account holds it (issue-meta). */
  accountId: string | null;
  volume: string;
  receivingAccountId?: string;
  payload: Record<string, unknown>;
  expiresAt?: Date;
  /**
   * Rules of the operation itself (category, unit type, receiving account...), with the block locked. It may
   * name the receiving account when that follows from the form (a claim on behalf of an air transport provider).
   */
  check?: (context: {
    tx: Tx;
    block: UnitBlockRow;
    account: AccountWithCompany;
  }) => Promise<CheckOutcome | void> | CheckOutcome | void;
}

/**
 * Starts a Transfer, Split, Claim or IssueMeta in one transaction: locks the block, checks who may act and
 * that the volume is free (exact decimals), reserves it and creates the action awaiting signatures.
 */
export async function startUnitAction(db: Db, actor: Actor, request: UnitActionRequest): Promise<ActionRow> {
  return ledgerTransaction(db, async (tx) => {
    const { block, account, signerIds } = await lockUnitBlockWithAccount(tx, request.blockId);
    if (request.accountId !== null && block.accountId !== request.accountId) {
      throw new AppError('unprocessable', `The unit block ${block.serial} is not held by this account`, {
        blockId: block.id,
        accountId: request.accountId,
      });
    }
    const readiness = readinessOf({
      companyStatus: account.companyStatus,
      requiredSignatures: account.requiredSignatures,
      signerIds,
      initiatorId: actor.user.id,
    });
    if (readiness.reasons.includes('CompanyBlocked')) {
      throw AppError.forbidden(`${account.companyName} is not active and cannot act on units`, {
        reason: 'CompanyBlocked',
      });
    }
    requireUnitPermission(actor, request.permission, account);
    if (account.status !== 'active') {
      throw AppError.forbidden(`The account ${account.name} is ${account.status}`, { accountId: account.id });
    }
    if (readiness.reasons.includes('NotEnoughApprovers')) {
      throw new AppError(
        'unprocessable',
        `The account needs ${readiness.requiredSignatures} signature(s) from someone other than you, and has ${readiness.possibleSigners} possible signer(s)`,
        { reason: 'NotEnoughApprovers' },
      );
    }
    if (block.status !== 'active') {
      throw AppError.conflict(`The unit block ${block.serial} is ${block.status} and cannot be spent`, {
        blockId: block.id,
        status: block.status,
      });
    }
    const outcome = await request.check?.({ tx, block, account });
    const receivingAccountId = outcome?.receivingAccountId ?? request.receivingAccountId;

    const free = freeVolumeOf(block);
    if (exceeds(request.volume, free)) {
      throw AppError.conflict(
        `Not enough free volume on ${block.serial}: ${free} t free, ${request.volume} t asked`,
        { blockId: block.id, freeVolume: free, volume: request.volume },
      );
    }
    await tx
      .update(unitBlocks)
      .set({ reservedVolume: sql`${unitBlocks.reservedVolume} + ${request.volume}` })
      .where(sql`${unitBlocks.id} = ${block.id}`);

    const [action] = await tx
      .insert(actions)
      .values({
        type: request.type,
        unitBlockId: block.id,
        sendingAccountId: account.id,
        receivingAccountId: receivingAccountId ?? null,
        initiatorId: actor.user.id,
        volume: request.volume,
        payload: request.payload,
        requiredSignatures: account.requiredSignatures,
        expiresAt: request.expiresAt ?? null,
      })
      .returning();
    if (!action) throw new Error('startUnitAction: the action was not inserted');

    const event: NewEvent = {
      type: 'ActionStarted',
      actorId: actor.user.id,
      companyId: account.companyId,
      accountId: account.id,
      entityType: 'action',
      entityId: action.id,
      payload: {
        type: request.type,
        serial: block.serial,
        volume: request.volume,
        receivingAccountId,
      },
    };
    await queueEvents(tx, [event]);
    return action;
  });
}
