import { and, eq } from 'drizzle-orm';
import type { DbOrTx, Tx } from '../../db/client';
import { accounts, actions, companies, requests, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { signerIdsSql } from './action-readiness';

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
 * Locks an action and, first, what other writers lock before it: the block it spends (a completion
 * re-points the block's other pending actions while holding the block), or for an issuance its pending
 * IssueApprovalRequest (/api/requests/{id}/approve locks the request, then the action). One order everywhere,
 * so two moves queue instead of deadlocking. A block found superseded once locked means another operation
 * completed meanwhile and handed this action on to the rest: follow it.
 */
export async function lockActionWithBlock(tx: Tx, id: string): Promise<ActionRow> {
  for (let hop = 0; hop < 8; hop += 1) {
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
    if (peek.unitBlockId) {
      const block = await lockUnitBlock(tx, peek.unitBlockId);
      if (block.status === 'superseded') {
        const action = await readAction(tx, id);
        if (action.unitBlockId !== block.id) continue;
      }
    }
    const action = await lockAction(tx, id);
    if (action.unitBlockId === peek.unitBlockId) return action;
  }
  throw AppError.conflict('The unit block of this action is changing; retry shortly', { actionId: id });
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

/**
 * What starting an action on a block needs, in one statement: the block locked (as lockUnitBlock), the
 * account holding it with its company (remembered for the rest of the transaction) and who may sign for it.
 */
export async function lockUnitBlockWithAccount(
  tx: Tx,
  id: string,
): Promise<{ block: UnitBlockRow; account: AccountWithCompany; signerIds: string[] }> {
  const [row] = await tx
    .select({
      block: unitBlocks,
      account: accountWithCompanyColumns,
      signerIds: signerIdsSql(accounts.id, accounts.companyId),
    })
    .from(unitBlocks)
    .innerJoin(accounts, eq(accounts.id, unitBlocks.accountId))
    .innerJoin(companies, eq(companies.id, accounts.companyId))
    .where(eq(unitBlocks.id, id))
    .for('update', { of: unitBlocks });
  if (!row) throw AppError.notFound('Unit block not found', { blockId: id });
  rememberAccount(tx, row.account);
  return row;
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

// An operation reads the same accounts several times (to check, to sign, to complete): once per transaction
// is enough, since nothing in a ledger transaction changes an account.
const accountsOfTransaction = new WeakMap<Tx, Map<string, AccountWithCompany>>();

export async function accountWithCompany(tx: Tx, id: string): Promise<AccountWithCompany> {
  const cached = accountsOfTransaction.get(tx)?.get(id);
  if (cached) return cached;
  const account = await findAccountWithCompany(tx, id);
  if (!account) throw AppError.notFound('Account not found', { accountId: id });
  rememberAccount(tx, account);
  return account;
}

function rememberAccount(tx: Tx, account: AccountWithCompany): void {
  let known = accountsOfTransaction.get(tx);
  if (!known) {
    known = new Map();
    accountsOfTransaction.set(tx, known);
  }
  known.set(account.id, account);
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
