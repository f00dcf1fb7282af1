import type { ActionDetail, Clarification } from '@safc/domain';
import { asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { actions, issuances, signatures, users } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { withinAccountLimit } from '../users/account-limit';
import { isAdministrator, type Caller } from '../users/caller';
import { selectActionViews } from './action-views';

/**
 * One action with its form and signatures: administrators any, others their company's (sent or received), a
 * token held to one account that account's (decision 091). Any other answers as an unknown id does.
 */
export async function getAction(db: DbOrTx, caller: Caller, id: string): Promise<ActionDetail> {
  const [view] = await selectActionViews(db, sql`x.id = ${id}`, { limit: 1 });
  if (!view) throw AppError.notFound('Action not found', { actionId: id });
  const companyId = caller.permissions.selectedCompanyId;
  const visible =
    withinAccountLimit(caller, view.sendingAccountId, view.receivingAccountId) &&
    (isAdministrator(caller) ||
      (companyId !== null && (view.sendingCompanyId === companyId || view.receivingCompanyId === companyId)));
  if (!visible) throw AppError.notFound('Action not found', { actionId: id });

  const [row] = await db
    .select({ payload: actions.payload, clarification: issuances.clarification })
    .from(actions)
    .leftJoin(issuances, eq(issuances.id, actions.issuanceId))
    .where(eq(actions.id, id));
  const signed = await db
    .select({ userId: signatures.userId, userName: users.name, signedAt: signatures.signedAt })
    .from(signatures)
    .innerJoin(users, eq(users.id, signatures.userId))
    .where(eq(signatures.actionId, id))
    .orderBy(asc(signatures.signedAt));
  return {
    ...view,
    payload: (row?.payload ?? {}) as Record<string, unknown>,
    // Written only by recordClarification; the response schema checks the shape on the way out.
    clarification: (row?.clarification ?? null) as Clarification | null,
    signedBy: signed.map((s) => ({ ...s, signedAt: s.signedAt.toISOString() })),
  };
}
