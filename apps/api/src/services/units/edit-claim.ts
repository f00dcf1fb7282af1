import type { ClaimEditForm } from '@safc/domain';
import { and, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { actions } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { eventTransaction, recordEvents } from '../events/record-events';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { actionReadiness } from '../ledger/action-readiness';
import { accountWithCompany, lockUnitBlock, type ActionRow, type UnitBlockRow } from '../ledger/ledger-rows';
import { requirePreviousOwner } from './chain-of-custody';
import type { ClaimChanges } from '../ledger/complete-claim-edit';

type Beneficiary = { kind: 'internal' | 'external'; [key: string]: unknown } | null | undefined;

export interface EditedClaim {
  blockId: string;
  serial: string;
  /** The fields the correction changes, each from and to (empty when the edit named only what was saved). */
  changes: ClaimChanges;
  /** The ClaimEdit action awaiting signatures (null when nothing changes, so nothing was started). */
  action: ActionRow | null;
}

const BENEFICIARIES = ['safcClaimBeneficiary', 'sercClaimBeneficiary'] as const;
const LABELS = {
  safcClaimBeneficiary: 'Air Transport Provider beneficiary',
  sercClaimBeneficiary: 'SAFcE beneficiary',
} as const;

/** What the form changes in the saved claim, each field checked (decision 039's rules, 094's previous owner). */
async function changesOf(
  tx: Tx,
  block: UnitBlockRow,
  saved: Record<string, unknown>,
  form: ClaimEditForm,
): Promise<ClaimChanges> {
  const changes: ClaimChanges = {};
  if (form.previousOwnerId !== undefined && form.previousOwnerId !== saved.previousOwnerId) {
    await requirePreviousOwner(tx, block.id, form.previousOwnerId);
    changes.previousOwnerId = {
      from: (saved.previousOwnerId as string | undefined) ?? null,
      to: form.previousOwnerId,
    };
  }
  for (const field of BENEFICIARIES) {
    const edit = form[field];
    if (!edit) continue;
    const before = saved[field] as Beneficiary;
    if (before?.kind !== 'external') {
      const message = before
        ? `The ${LABELS[field]} is a company of the registry and cannot be changed`
        : `The claim was saved without a ${LABELS[field]}; none can be added`;
      throw AppError.badRequest(`body.${field}: ${message}`, { [`body.${field}`]: message });
    }
    const from = { name: String(before.name), email: String(before.email) };
    if (edit.name === from.name && edit.email === from.email) continue;
    changes[field] = { from, to: { name: edit.name, email: edit.email } };
  }
  return changes;
}

/** The rule every action starts under: an active company, and signers enough besides the initiator. */
async function requireSigners(tx: Tx, accountId: string, initiatorId: string): Promise<void> {
  const readiness = await actionReadiness(tx, accountId, initiatorId);
  if (!readiness) throw AppError.notFound('Account not found', { accountId });
  if (readiness.reasons.includes('CompanyBlocked'))
    throw AppError.forbidden('The company is not active and cannot act on units', {
      reason: 'CompanyBlocked',
    });
  if (readiness.reasons.includes('NotEnoughApprovers')) {
    throw new AppError(
      'unprocessable',
      `The account needs ${readiness.requiredSignatures} signature(s) from someone other than you, and has ${readiness.possibleSigners} possible signer(s)`,
      { reason: 'NotEnoughApprovers' },
    );
  }
}

/**
 * Asks to correct a saved claim (forms spec §5): on a claimed (retired) block, the previous owner (an
 * account that held the units) and an outside beneficiary's name and e-mail may change; everything else
 * the claim recorded is locked. Whoever may claim units of the account asks (`can` Retire); the correction
 * is then a ClaimEdit action that the account's signers sign like the claim itself, four eyes included, and
 * only the last signature changes the claim (docs/decisions/039, 094). Nothing changed, nothing started.
 */
export async function editClaim(
  db: Db,
  caller: Caller,
  blockId: string,
  form: ClaimEditForm,
): Promise<EditedClaim> {
  return eventTransaction(db, async (tx) => {
    const block = await lockUnitBlock(tx, blockId);
    const account = await accountWithCompany(tx, block.accountId);
    requireCan(caller, 'Retire', 'Unit', unitsOf(account));
    const saved = block.claim as Record<string, unknown> | null;
    if (block.status !== 'retired' || !saved) {
      throw AppError.conflict(`The unit block ${block.serial} is not claimed: it has no claim to edit`, {
        blockId: block.id,
        status: block.status,
      });
    }
    const changes = await changesOf(tx, block, saved, form);
    if (Object.keys(changes).length === 0)
      return { blockId: block.id, serial: block.serial, changes, action: null };

    const [pending] = await tx
      .select({ id: actions.id })
      .from(actions)
      .where(
        and(
          eq(actions.unitBlockId, block.id),
          eq(actions.type, 'ClaimEdit'),
          eq(actions.status, 'pendingSignature'),
        ),
      );
    if (pending) {
      throw AppError.conflict(
        'A correction of this claim already awaits signatures: sign or cancel it first',
        {
          actionId: pending.id,
        },
      );
    }
    await requireSigners(tx, account.id, caller.user.id);
    const [action] = await tx
      .insert(actions)
      .values({
        type: 'ClaimEdit',
        unitBlockId: block.id,
        sendingAccountId: account.id,
        initiatorId: caller.user.id,
        payload: { changes },
        requiredSignatures: account.requiredSignatures,
      })
      .returning();
    if (!action) throw new Error('editClaim: the action was not inserted');
    await recordEvents(tx, [
      {
        type: 'ActionStarted',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'action',
        entityId: action.id,
        payload: { type: 'ClaimEdit', serial: block.serial },
      },
    ]);
    return { blockId: block.id, serial: block.serial, changes, action };
  });
}
