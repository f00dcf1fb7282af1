import type { Db, Tx } from '../../db/client';
import { preparedRows, preparedStatement } from '../../db/prepared-rows';
import { AppError } from '../../errors/app-error';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { completeClaimEdit } from '../ledger/complete-claim-edit';
import { completeUnitAction } from '../ledger/complete-unit-action';
import {
  accountOrRead,
  actingAccountIdOf,
  type ActionAccounts,
  type AccountWithCompany,
  type ActionRow,
  type UnitBlockRow,
} from '../ledger/ledger-rows';
import { openIssueApprovalRequest } from '../issuances/decide-issuance';
import { requireNotExpired, runActionStep, setActionStatus, type StepOutcome } from './run-action-step';
import { type NewEvent } from '../events/record-events';

interface SignatureRow {
  inserted: number;
  earlier: number;
  /** The receiving account trusts the sending one (false when the action has not both). */
  trusted: boolean;
}

/**
 * The signature, how many the action now has, and whether the receiving account trusts the sender (what a
 * last signature on a transfer needs), in one round trip. The action row is locked, so no other signature
 * of this action commits meanwhile; the count cannot see this statement's own insert, hence the sum.
 */
const SIGN = preparedStatement(
  'ledger.sign-action',
  `with inserted as (
     insert into signatures (action_id, user_id, signed_at)
     values ($1::uuid, $2::uuid, $3::timestamptz)
     on conflict do nothing
     returning id
   )
   select (select count(*) from inserted)::int as inserted,
          (select count(*) from signatures where action_id = $1::uuid)::int as earlier,
          exists (select 1 from trusted_accounts
                   where account_id = $4::uuid and trusted_account_id = $5::uuid) as trusted`,
);

/**
 * Four eyes (DESIGN §5): someone with Sign on the acting account, other than the initiator, signs. On the
 * last required signature an issuance goes to the administrator, a transfer to the receiving account
 * (unless it trusts the sender: then it completes), a claim on behalf of an air transport provider to that
 * provider, and anything else completes (a claim correction: the claim takes it, decision 094).
 */
export function signAction(db: Db, caller: Caller, actionId: string, now = new Date()): Promise<ActionRow> {
  return runActionStep(db, actionId, ['pendingSignature'], signStep(caller, now));
}

/** The signature as a step of runActionStep (one action) or runActionStepIn (a batch's). */
export function signStep(caller: Caller, now: Date) {
  return async (
    tx: Tx,
    action: ActionRow,
    block: UnitBlockRow | undefined,
    accounts: ActionAccounts,
  ): Promise<StepOutcome> => {
    requireNotExpired(action, now);
    const account = await accountOrRead(
      tx,
      actingAccountIdOf(action),
      accounts.sending ?? accounts.receiving,
    );
    requireCan(caller, 'Sign', 'Unit', unitsOf(account));
    if (action.initiatorId === caller.user.id) {
      throw AppError.forbidden('The initiator cannot sign their own action: someone else must (four eyes)');
    }
    const [signed] = await preparedRows<SignatureRow>(tx, SIGN, [
      action.id,
      caller.user.id,
      now.toISOString(),
      action.receivingAccountId,
      action.sendingAccountId,
    ]);
    if (!signed || signed.inserted === 0) throw AppError.conflict('You have already signed this action');
    const signedCount = signed.earlier + signed.inserted;

    const events: NewEvent[] = [signedEvent(caller, account, action, signedCount)];
    if (signedCount < action.requiredSignatures) return events;
    const next = await afterLastSignature(tx, action, block, accounts, caller.user.id, now, signed.trusted);
    return [...events, ...next];
  };
}

/** The ActionSigned event of the action's `signatures`-th signature. */
function signedEvent(
  caller: Caller,
  account: AccountWithCompany,
  action: ActionRow,
  signatures: number,
): NewEvent {
  return {
    type: 'ActionSigned',
    actorId: caller.user.id,
    companyId: account.companyId,
    accountId: account.id,
    entityType: 'action',
    entityId: action.id,
    payload: { type: action.type, signatures, requiredSignatures: action.requiredSignatures },
  };
}

/**
 * Where the last signature takes the action: an issuance to the administrator, a transfer to the receiving
 * account (unless it trusts the sender), a claim on behalf of an air transport provider to that provider;
 * anything else completes.
 */
function afterLastSignatureOf(
  action: ActionRow,
  receiverTrustsSender: boolean,
): 'pendingApproval' | 'pendingAcceptance' | 'completed' {
  if (action.type === 'Issue') return 'pendingApproval';
  if (action.type === 'Transfer' && !receiverTrustsSender) return 'pendingAcceptance';
  // A claim names a receiving account only when it is made on behalf of an air transport provider.
  if (action.type === 'Claim' && action.receivingAccountId) return 'pendingAcceptance';
  return 'completed';
}

async function afterLastSignature(
  tx: Tx,
  action: ActionRow,
  block: UnitBlockRow | undefined,
  accounts: ActionAccounts,
  actorId: string,
  now: Date,
  receiverTrustsSender: boolean,
): Promise<StepOutcome> {
  const next = afterLastSignatureOf(action, receiverTrustsSender);
  if (next === 'pendingApproval') {
    await setActionStatus(tx, action, 'pendingApproval', now);
    return openIssueApprovalRequest(tx, action, actorId, now);
  }
  if (next === 'pendingAcceptance') {
    await setActionStatus(tx, action, 'pendingAcceptance', now);
    return [];
  }
  return action.type === 'ClaimEdit'
    ? completeClaimEdit(tx, action, block, actorId, now)
    : completeUnitAction(tx, action, block, actorId, now, accounts);
}
