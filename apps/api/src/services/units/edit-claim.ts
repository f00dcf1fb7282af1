import type { ClaimEditForm } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { eventTransaction, recordEvents } from '../events/record-events';
import { requireCan, unitsOf, type Caller } from '../users/caller';
import { accountWithCompany, findAccountWithCompany, lockUnitBlock } from '../ledger/ledger-rows';

type Beneficiary = { kind: 'internal' | 'external'; [key: string]: unknown } | null | undefined;

export interface EditedClaim {
  blockId: string;
  serial: string;
  /** The fields that changed, each from and to (empty when the edit named only what was saved). */
  changes: Record<string, { from: unknown; to: unknown }>;
}

const BENEFICIARIES = ['safcClaimBeneficiary', 'sercClaimBeneficiary'] as const;
const LABELS = {
  safcClaimBeneficiary: 'Air Transport Provider beneficiary',
  sercClaimBeneficiary: 'SAFcE beneficiary',
} as const;

/**
 * Edits a saved claim (forms spec §5): on a claimed (retired) block, the previous owner and an outside
 * beneficiary's name and e-mail may change; everything else the claim recorded is locked. The one who may
 * claim units of the account may correct its claim (`can` Retire). One transaction with the block locked,
 * one UnitClaimEdited event naming what changed (docs/decisions/039); nothing changed, nothing recorded.
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
    const next: Record<string, unknown> = { ...saved };
    const changes: EditedClaim['changes'] = {};
    if (form.previousOwnerId !== undefined && form.previousOwnerId !== saved.previousOwnerId) {
      if (!(await findAccountWithCompany(tx, form.previousOwnerId))) {
        throw AppError.badRequest('body.previousOwnerId: Choose an account of the registry', {
          'body.previousOwnerId': 'Choose an account of the registry',
        });
      }
      changes.previousOwnerId = { from: saved.previousOwnerId ?? null, to: form.previousOwnerId };
      next.previousOwnerId = form.previousOwnerId;
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
      const after = { kind: 'external' as const, name: edit.name, email: edit.email };
      if (after.name === before.name && after.email === before.email) continue;
      changes[field] = {
        from: { name: before.name, email: before.email },
        to: { name: after.name, email: after.email },
      };
      next[field] = after;
    }
    if (Object.keys(changes).length === 0) return { blockId: block.id, serial: block.serial, changes };
    await tx.update(unitBlocks).set({ claim: next }).where(eq(unitBlocks.id, block.id));
    await recordEvents(tx, [
      {
        type: 'UnitClaimEdited',
        actorId: caller.user.id,
        companyId: account.companyId,
        accountId: account.id,
        entityType: 'unitBlock',
        entityId: block.id,
        payload: { serial: block.serial, changes },
      },
    ]);
    return { blockId: block.id, serial: block.serial, changes };
  });
}
