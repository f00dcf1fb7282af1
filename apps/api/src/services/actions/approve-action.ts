import type { Db } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { requireAdministrator, type Caller } from '../users/caller';
import type { ActionRow } from '../ledger/ledger-rows';
import { decideIssuance } from '../issuances/decide-issuance';
import { runActionStep } from './run-action-step';

/** A registry administrator approves a signed issuance: the block is created now (DESIGN §5). */
export function approveAction(
  db: Db,
  caller: Caller,
  actionId: string,
  acknowledgedWarnings: readonly string[] = [],
  now = new Date(),
): Promise<ActionRow> {
  requireAdministrator(caller);
  return runActionStep(db, actionId, ['pendingApproval'], async (tx, action) => {
    if (action.type !== 'Issue') throw AppError.conflict(`A ${action.type} needs no administrator approval`);
    return decideIssuance(tx, {
      action,
      adminId: caller.user.id,
      approved: true,
      comment: null,
      acknowledgedWarnings,
      now,
    });
  });
}
