import { isDeepStrictEqual } from 'node:util';
import { and, count, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { actions, events, unitBlocks } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { NewEvent } from '../events/record-events';
import { accountWithCompany, type ActionRow, type UnitBlockRow } from './ledger-rows';

type OutsideBeneficiary = { name: string; email: string };

/** A claim correction: each field it changes, from what was saved to what it becomes (decision 039). */
export type ClaimChanges = {
  previousOwnerId?: { from: string | null; to: string };
  safcClaimBeneficiary?: { from: OutsideBeneficiary; to: OutsideBeneficiary };
  sercClaimBeneficiary?: { from: OutsideBeneficiary; to: OutsideBeneficiary };
};

/** The saved value a change's `from` is compared with: an outside beneficiary by its name and e-mail only. */
function savedValueOf(claim: Record<string, unknown>, field: keyof ClaimChanges): unknown {
  const value = claim[field];
  if (field === 'previousOwnerId') return value ?? null;
  const beneficiary = value as Partial<OutsideBeneficiary> | null | undefined;
  return { name: beneficiary?.name, email: beneficiary?.email };
}

/**
 * The claim's version once this correction is in: the claim as first saved is version 1 and every
 * correction adds one. Corrections made before decision 094 left only their event; since, each is a
 * completed ClaimEdit action (read in this transaction, so a correction whose event is not sealed yet counts).
 */
async function nextVersion(tx: Tx, block: UnitBlockRow): Promise<number> {
  const [signed] = await tx
    .select({ n: count() })
    .from(actions)
    .where(
      and(eq(actions.unitBlockId, block.id), eq(actions.type, 'ClaimEdit'), eq(actions.status, 'completed')),
    );
  const [earlier] = await tx
    .select({ n: count() })
    .from(events)
    .where(
      and(
        eq(events.entityType, 'unitBlock'),
        eq(events.entityId, block.id),
        eq(events.type, 'UnitClaimEdited'),
        sql`not (${events.payload} ? 'actionId')`,
      ),
    );
  return 2 + (signed?.n ?? 0) + (earlier?.n ?? 0);
}

/**
 * The last signature of a ClaimEdit: the claim takes the corrected values and one UnitClaimEdited event
 * names them with the claim's new version (public: the page, the certificate and the log show it). A field
 * that no longer holds what the correction was asked against refuses it (409): the claim changed meanwhile.
 * `block` is the claimed block, locked with the action by runActionStep.
 */
export async function completeClaimEdit(
  tx: Tx,
  action: ActionRow,
  block: UnitBlockRow | undefined,
  actorId: string,
  now: Date,
): Promise<NewEvent[]> {
  const claim = block?.claim as Record<string, unknown> | null | undefined;
  if (!block || block.id !== action.unitBlockId || block.status !== 'retired' || !claim)
    throw new Error(`completeClaimEdit: ${action.id} names no claimed block, or not the one locked`);
  const changes = (action.payload as { changes: ClaimChanges }).changes;
  const next: Record<string, unknown> = { ...claim };
  for (const [field, change] of Object.entries(changes) as [
    keyof ClaimChanges,
    { from: unknown; to: unknown },
  ][]) {
    if (!isDeepStrictEqual(savedValueOf(claim, field), change.from)) {
      throw AppError.conflict('The claim changed since this correction was asked: cancel it and ask again', {
        actionId: action.id,
        field,
      });
    }
    next[field] = field === 'previousOwnerId' ? change.to : { kind: 'external', ...(change.to as object) };
  }
  const version = await nextVersion(tx, block);
  await tx.update(unitBlocks).set({ claim: next }).where(eq(unitBlocks.id, block.id));
  await tx
    .update(actions)
    .set({ status: 'completed', completedAt: now, updatedAt: now })
    .where(eq(actions.id, action.id));
  const account = await accountWithCompany(tx, block.accountId);
  const scope = { actorId, companyId: account.companyId, accountId: account.id };
  return [
    {
      ...scope,
      type: 'ActionCompleted',
      entityType: 'action',
      entityId: action.id,
      payload: { type: action.type, volume: null },
    },
    {
      ...scope,
      type: 'UnitClaimEdited',
      entityType: 'unitBlock',
      entityId: block.id,
      payload: { serial: block.serial, changes, version, actionId: action.id },
    },
  ];
}
