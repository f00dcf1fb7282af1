import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { signatures, trustedAccounts } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { NewEvent } from '../events/append-event';
import { requireUnitPermission, type Actor } from '../ledger/actor';
import { completeUnitAction } from '../ledger/complete-unit-action';
import { accountWithCompany, actingAccountIdOf, type ActionRow } from '../ledger/ledger-rows';
import { openIssueApprovalRequest } from '../issuances/decide-issuance';
import { runActionStep, setActionStatus } from './run-action-step';

/**
 * Four eyes (DESIGN §5): someone with Sign on the acting account, other than the initiator, signs. On the
 * last required signature an issuance goes to the administrator, a transfer to the receiving account
 * (unless it trusts the sender: then it completes), a claim on behalf of an air transport provider to that
 * provider, and anything else completes.
 */
export function signAction(db: Db, actor: Actor, actionId: string, now = new Date()): Promise<ActionRow> {
  return runActionStep(db, actionId, ['pendingSignature'], async (tx, action) => {
    const account = await accountWithCompany(tx, actingAccountIdOf(action));
    requireUnitPermission(actor, 'Sign', account);
    if (action.initiatorId === actor.user.id) {
      throw AppError.forbidden('The initiator cannot sign their own action: someone else must (four eyes)');
    }
    const inserted = await tx
      .insert(signatures)
      .values({ actionId: action.id, userId: actor.user.id, signedAt: now })
      .onConflictDoNothing()
      .returning({ id: signatures.id });
    if (inserted.length === 0) throw AppError.conflict('You have already signed this action');
    const [signed] = await tx
      .select({ n: count() })
      .from(signatures)
      .where(eq(signatures.actionId, action.id));
    const signedCount = signed?.n ?? 0;

    const scope = { actorId: actor.user.id, companyId: account.companyId, accountId: account.id };
    const events: NewEvent[] = [
      {
        type: 'ActionSigned',
        ...scope,
        entityType: 'action',
        entityId: action.id,
        payload: {
          type: action.type,
          signatures: signedCount,
          requiredSignatures: action.requiredSignatures,
        },
      },
    ];
    if (signedCount < action.requiredSignatures) return events;
    return [...events, ...(await afterLastSignature(tx, action, actor.user.id, now))];
  });
}

async function afterLastSignature(
  tx: Tx,
  action: ActionRow,
  actorId: string,
  now: Date,
): Promise<NewEvent[]> {
  if (action.type === 'Issue') {
    await setActionStatus(tx, action, 'pendingApproval', now);
    return openIssueApprovalRequest(tx, action, actorId, now);
  }
  if (action.type === 'Transfer' && !(await receiverTrustsSender(tx, action))) {
    await setActionStatus(tx, action, 'pendingAcceptance', now);
    return [];
  }
  // A claim names a receiving account only when it is made on behalf of an air transport provider.
  if (action.type === 'Claim' && action.receivingAccountId) {
    await setActionStatus(tx, action, 'pendingAcceptance', now);
    return [];
  }
  return completeUnitAction(tx, action, actorId, now);
}

async function receiverTrustsSender(tx: Tx, action: ActionRow): Promise<boolean> {
  if (!action.receivingAccountId || !action.sendingAccountId) return false;
  const [trust] = await tx
    .select({ accountId: trustedAccounts.accountId })
    .from(trustedAccounts)
    .where(
      and(
        eq(trustedAccounts.accountId, action.receivingAccountId),
        eq(trustedAccounts.trustedAccountId, action.sendingAccountId),
      ),
    );
  return trust !== undefined;
}
