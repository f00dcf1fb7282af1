import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, actions, companies, requests, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { signerIdsText } from './action-readiness';
import { accountShape, actionShape, blockShape } from './ledger-columns';

export type UnitBlockRow = typeof unitBlocks.$inferSelect;
export type ActionRow = typeof actions.$inferSelect;

export interface AccountWithCompany {
  id: string;
  name: string;
  type: (typeof accounts.$inferSelect)['type'];
  status: (typeof accounts.$inferSelect)['status'];
  companyId: string;
  companyName: string;
  companyStatus: (typeof companies.$inferSelect)['status'];
  requiredSignatures: number;
}

/**
 * Locks the block row until commit (SELECT ... FOR UPDATE): two operations racing on one block queue here,
 * so the second sees the reservation or the supersession of the first and can never spend it again.
 */
export async function lockUnitBlock(tx: Tx, id: string): Promise<UnitBlockRow> {
  const [block] = await tx.select().from(unitBlocks).where(eq(unitBlocks.id, id)).for('update');
  if (!block) throw AppError.notFound('Unit block not found', { blockId: id });
  return block;
}

/**
 * The accounts an action names, with their companies, read with its lock (not locked themselves): who acts,
 * and where a transfer goes. Undefined where the action names none.
 */
export interface ActionAccounts {
  sending: AccountWithCompany | undefined;
  receiving: AccountWithCompany | undefined;
}

export interface LockedAction {
  action: ActionRow;
  /** The block it spends, locked (none for an issuance before approval). */
  block: UnitBlockRow | undefined;
  accounts: ActionAccounts;
}

/**
 * An action on a block with its block, in one statement, both locked and the block first, with the accounts
 * the action names (read, not locked: what its step checks and where it moves units): the sub-select
 * (an InitPlan, run before the outer rows are locked) takes the block's row lock, then the outer FOR UPDATE
 * takes the action's and re-reads both at their latest versions. No row when the action is an
 * issuance's, or its block was superseded meanwhile (the action moved on to the rest): the caller then
 * takes the general path.
 *
 * The sub-select checks the block is not superseded once it holds its lock (PostgreSQL re-checks a row
 * locked after waiting against its latest version), so a block superseded while this waited yields no
 * block and the outer query locks nothing more. Without that check the outer FOR UPDATE went on to lock the
 * action at its latest version before finding the block superseded, and a lock taken so is kept: the caller
 * then waited for the rest's block while holding the action that the rest's completion re-points, a
 * deadlock (PostgreSQL's log in the race test, 14 signs on one block, 2026-11-26).
 */
const LOCK_ACTION_ON_BLOCK = preparedStatement(
  'ledger.lock-action-on-block',
  `select ${actionShape.select('a', 'action')}, ${blockShape.select('b', 'block')},
          ${accountShape.select('sa', 'sending', 'sc')}, ${accountShape.select('ra', 'receiving', 'rc')}
     from actions a
     join unit_blocks b on b.id = a.unit_block_id
     left join accounts sa on sa.id = a.sending_account_id
     left join companies sc on sc.id = sa.company_id
     left join accounts ra on ra.id = a.receiving_account_id
     left join companies rc on rc.id = ra.company_id
    where a.id = $1::uuid and a.issuance_id is null and b.status <> 'superseded'
      and b.id = (select x.id from unit_blocks x
                   where x.id = (select y.unit_block_id from actions y where y.id = $1::uuid)
                     and x.status <> 'superseded'
                     for update)
      for update of a, b`,
);

const MAX_HOPS = 1_000;

/**
 * Locks an action and, first, what other writers lock before it: the block it spends (a completion
 * re-points the block's other pending actions while holding the block), or for an issuance its pending
 * IssueApprovalRequest (/api/requests/{id}/approve locks the request, then the action). One order everywhere,
 * so two moves queue instead of deadlocking. A block found superseded once locked means another operation
 * completed meanwhile and handed this action on to the rest: follow it.
 */
export async function lockActionWithBlock(tx: Tx, id: string): Promise<LockedAction> {
  const [row] = await preparedRows<Record<string, unknown>>(tx, LOCK_ACTION_ON_BLOCK, [id]);
  const fast = row && actionShape.of(row, 'action');
  if (row && fast) {
    const accounts = {
      sending: accountShape.of(row, 'sending'),
      receiving: accountShape.of(row, 'receiving'),
    };
    return { action: fast, block: blockShape.of(row, 'block'), accounts };
  }
  // Each hop means another action of the block completed meanwhile (progress, not a livelock), and N actions
  // signed at once on one block can hand the last one on N - 1 times: 8 hops refused the 9th waiter of the race
  // test with 409 under load. The bound only guards against a broken chain.
  for (let hop = 0; hop < MAX_HOPS; hop += 1) {
    const [peek] = await tx
      .select({ unitBlockId: actions.unitBlockId, issuanceId: actions.issuanceId })
      .from(actions)
      .where(eq(actions.id, id));
    if (!peek) throw AppError.notFound('Action not found', { actionId: id });
    if (peek.issuanceId) {
      await tx
        .select({ id: requests.id })
        .from(requests)
        .where(and(eq(requests.issuanceId, peek.issuanceId), eq(requests.status, 'pending')))
        .for('update');
    }
    let block: UnitBlockRow | undefined;
    if (peek.unitBlockId) {
      block = await lockUnitBlock(tx, peek.unitBlockId);
      if (block.status === 'superseded') {
        const action = await readAction(tx, id);
        if (action.unitBlockId !== block.id) continue;
      }
    }
    const action = await lockAction(tx, id);
    if (action.unitBlockId === peek.unitBlockId)
      return { action, block, accounts: await accountsOf(tx, action) };
  }
  throw AppError.raceLost('The unit block of this action is changing; retry shortly', { actionId: id });
}

/** The accounts an action names, read in a statement of their own (the general path of lockActionWithBlock). */
async function accountsOf(tx: Tx, action: ActionRow): Promise<ActionAccounts> {
  const sending = action.sendingAccountId && (await findAccountWithCompany(tx, action.sendingAccountId));
  const receiving =
    action.receivingAccountId && (await findAccountWithCompany(tx, action.receivingAccountId));
  return { sending: sending || undefined, receiving: receiving || undefined };
}

async function readAction(tx: Tx, id: string): Promise<ActionRow> {
  const [action] = await tx.select().from(actions).where(eq(actions.id, id));
  if (!action) throw AppError.notFound('Action not found', { actionId: id });
  return action;
}

/** Locks the action row: signing, accepting, rejecting and expiring the same action queue on it. */
export async function lockAction(tx: Tx, id: string): Promise<ActionRow> {
  const [action] = await tx.select().from(actions).where(eq(actions.id, id)).for('update');
  if (!action) throw AppError.notFound('Action not found', { actionId: id });
  return action;
}

const accountWithCompanyColumns = {
  id: accounts.id,
  name: accounts.name,
  type: accounts.type,
  status: accounts.status,
  companyId: accounts.companyId,
  companyName: companies.name,
  companyStatus: companies.status,
  requiredSignatures: accounts.requiredSignatures,
};

const LOCK_BLOCK_WITH_ACCOUNT = preparedStatement(
  'ledger.lock-block-with-account',
  `select ${blockShape.select('b', 'block')}, ${accountShape.select('a', 'account', 'c')},
          ${signerIdsText('a.id', 'a.company_id')} as "signerIds",
          ${accountShape.select('oa', 'other', 'oc')},
          now() as "transactionTime"
     from unit_blocks b
     join accounts a on a.id = b.account_id
     join companies c on c.id = a.company_id
     left join accounts oa on oa.id = $2::uuid
     left join companies oc on oc.id = oa.company_id
    where b.id = $1::uuid
      for update of b`,
);

/**
 * What starting an action on a block needs, in one statement: the block locked (as lockUnitBlock), the
 * account holding it with its company, who may sign for it, and another account the operation names (the
 * receiving account of a transfer); and the transaction's time, which every `now()` default of its inserts takes.
 */
export async function lockUnitBlockWithAccount(
  tx: Tx,
  id: string,
  otherAccountId?: string,
): Promise<{
  block: UnitBlockRow;
  account: AccountWithCompany;
  signerIds: string[];
  other: AccountWithCompany | undefined;
  transactionTime: Date;
}> {
  const [row] = await preparedRows<Record<string, unknown>>(tx, LOCK_BLOCK_WITH_ACCOUNT, [
    id,
    otherAccountId ?? null,
  ]);
  const block = row && blockShape.of(row, 'block');
  const account = row && accountShape.of(row, 'account');
  if (!row || !block || !account) throw AppError.notFound('Unit block not found', { blockId: id });
  const other = accountShape.of(row, 'other');
  return {
    block,
    account,
    signerIds: row.signerIds as string[],
    other,
    transactionTime: row.transactionTime as Date,
  };
}

export async function findAccountWithCompany(
  tx: DbOrTx,
  id: string,
): Promise<AccountWithCompany | undefined> {
  const [account] = await tx
    .select(accountWithCompanyColumns)
    .from(accounts)
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(accounts.id, id));
  return account;
}

export async function accountWithCompany(tx: Tx, id: string): Promise<AccountWithCompany> {
  const account = await findAccountWithCompany(tx, id);
  if (!account) throw AppError.notFound('Account not found', { accountId: id });
  return account;
}

/** `known` when it is the account `id` (read with the action's lock), else the account read now. */
export async function accountOrRead(
  tx: Tx,
  id: string,
  known: AccountWithCompany | undefined,
): Promise<AccountWithCompany> {
  return known?.id === id ? known : accountWithCompany(tx, id);
}

/**
 * The account whose members initiate and sign the action: the sending account, or for an issuance the
 * issuing account (older issue actions name it only as receiving account).
 */
export const actingAccountIdOf = (action: ActionRow): string => {
  const id = action.sendingAccountId ?? action.receivingAccountId;
  if (!id) throw new Error(`actingAccountIdOf: action ${action.id} names no account`);
  return id;
};
