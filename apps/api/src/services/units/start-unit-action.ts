import { volumeString, type ActionType, type PermissionAction } from '@safc/domain';
import { randomUUID } from 'node:crypto';
import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { AppError } from '../../errors/app-error';
import { readinessOf } from '../ledger/action-readiness';
import { knowsAccountNamesOf, requireCan, unitsOf, type Caller } from '../users/caller';
import { actionShape } from '../ledger/ledger-columns';
import { exceeds, freeVolumeOf } from '../ledger/decimal-volumes';
import {
  lockUnitBlockWithAccount,
  type AccountWithCompany,
  type ActionRow,
  type UnitBlockRow,
} from '../ledger/ledger-rows';
import {
  type NewEvent,
  eventTransaction,
  recordEventsSql,
  recordedEventsValue,
} from '../events/record-events';

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
  /** Started with other blocks in one batch (docs/decisions/042): its event names the batch's blocks. */
  batch?: { id: string; serials: string[] };
  /**
   * Rules of the operation itself (category, unit type, receiving account...), with the block locked. It may
   * name the receiving account when that follows from the form (a claim on behalf of an air transport provider).
   */
  check?: (context: {
    tx: Tx;
    block: UnitBlockRow;
    account: AccountWithCompany;
    /** The account named receivingAccountId, read with the block (undefined when none or unknown). */
    receiving: AccountWithCompany | undefined;
  }) => Promise<CheckOutcome | void> | CheckOutcome | void;
}

/**
 * The volume reserved on the block, the action inserted and its event queued, in one statement: each part
 * runs once, on the block locked by lockUnitBlockWithAccount in the same transaction.
 */
const RESERVE_AND_START = preparedStatement(
  'ledger.reserve-and-start-action',
  `with reserved as (
     update unit_blocks set reserved_volume = reserved_volume + $2::numeric where id = $1::uuid returning id
   ), started as (
     insert into actions as a (id, type, unit_block_id, sending_account_id, receiving_account_id, initiator_id,
                               volume, payload, required_signatures, expires_at)
     select $3::uuid, $4::action_type, reserved.id, $5::uuid, $6::uuid, $7::uuid, $2::numeric, $8::jsonb,
            $9::int, $10::timestamptz
       from reserved
     returning ${actionShape.select('a', 'action')}
   ), queued as (${recordEventsSql('$11')})
   select * from started`,
);

/**
 * Starts a Transfer, Split, Claim or IssueMeta in one transaction: locks the block, checks who may act and
 * that the volume is free (exact decimals), reserves it and creates the action awaiting signatures.
 */
export function startUnitAction(db: Db, caller: Caller, request: UnitActionRequest): Promise<ActionRow> {
  return eventTransaction(db, (tx) => startUnitActionIn(tx, caller, request));
}

/** startUnitAction's work inside a ledger transaction the caller holds (a batch starts several). */
export async function startUnitActionIn(
  tx: Tx,
  caller: Caller,
  request: UnitActionRequest,
): Promise<ActionRow> {
  const { block, account, signerIds, other, transactionTime } = await lockUnitBlockWithAccount(
    tx,
    request.blockId,
    request.receivingAccountId,
  );
  // An outsider is refused before anything is said of the block, its account or its company, whose name the
  // company may withhold (decision 095); the company's own people learn first why they cannot act (below).
  if (!knowsAccountNamesOf(caller, account.companyId)) {
    requireCan(caller, request.permission, 'Unit', unitsOf(account));
  }
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
    initiatorId: caller.user.id,
  });
  if (readiness.reasons.includes('CompanyBlocked')) {
    throw AppError.forbidden(`${account.companyName} is not active and cannot act on units`, {
      reason: 'CompanyBlocked',
    });
  }
  requireCan(caller, request.permission, 'Unit', unitsOf(account));
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
  // Past its validity the block is expired whether or not the expiry job has reached it yet (it runs once a
  // minute and leaves blocks with reserved volume for later): nothing new may start on it (decision 009).
  if (block.expiresAt && block.expiresAt <= transactionTime) {
    throw AppError.conflict(
      `The unit block ${block.serial} expired on ${block.expiresAt.toISOString().slice(0, 10)} and cannot be spent`,
      { blockId: block.id, status: 'expired' },
    );
  }
  const outcome = await request.check?.({ tx, block, account, receiving: other });
  const receivingAccountId = outcome?.receivingAccountId ?? request.receivingAccountId;

  const free = freeVolumeOf(block);
  if (exceeds(request.volume, free)) {
    throw AppError.conflict(
      `Not enough free volume on ${block.serial}: ${free} t free, ${request.volume} t asked`,
      { blockId: block.id, freeVolume: free, volume: request.volume },
    );
  }
  // The id is chosen here so the event can name the action in the same statement that creates it.
  const actionId = randomUUID();
  const event: NewEvent = {
    type: 'ActionStarted',
    actorId: caller.user.id,
    companyId: account.companyId,
    accountId: account.id,
    entityType: 'action',
    entityId: actionId,
    payload: {
      type: request.type,
      serial: block.serial,
      volume: request.volume,
      receivingAccountId,
      ...(request.batch ? { batch: request.batch } : {}),
    },
  };
  const [row] = await preparedRows<Record<string, unknown>>(tx, RESERVE_AND_START, [
    block.id,
    volumeString(request.volume),
    actionId,
    request.type,
    account.id,
    receivingAccountId ?? null,
    caller.user.id,
    JSON.stringify(request.payload),
    String(account.requiredSignatures),
    request.expiresAt?.toISOString() ?? null,
    recordedEventsValue([event]),
  ]);
  const action = row && actionShape.of(row, 'action');
  if (!action) throw new Error('startUnitAction: the action was not inserted');
  return action;
}
