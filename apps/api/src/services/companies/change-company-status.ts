import type { CompanyBlock, CompanyChange, CompanyView } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { openRequest } from '../requests/open-request';
import { isAdministrator, type Caller } from '../users/caller';
import { assertCompanyOpen, findCompanyFor, type CompanyRow } from './find-company';
import { loadCompanyView } from './load-company-view';
import { blockedStatus } from '../blocking/blocked-status';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

/** POST /api/companies/{id}/close: an administrator closes at once; a representative asks (CompanyCloseRequest). */
export async function closeCompany(db: Db, caller: Caller, id: string): Promise<CompanyChange> {
  const requestId = await eventTransaction(db, async (tx) => {
    const company = await findCompanyFor(tx, caller, id, 'Close', { lock: true });
    assertCompanyOpen(company);
    if (isAdministrator(caller)) {
      await closeLockedCompany(tx, company, caller.user.id, null);
      return null;
    }
    return openRequest(tx, { kind: 'CompanyCloseRequest', companyId: id, requestedBy: caller.user.id });
  });
  return { ...(await loadCompanyView(db, id)), requestId };
}

/**
 * The one door that closes a company, whether an administrator closes it (POST /api/companies/{id}/close)
 * or approves a representative's CompanyCloseRequest (`requestId`): the same change, the same CompanyClosed.
 * The company row is locked by the caller.
 */
export async function closeLockedCompany(
  tx: EventTx,
  company: CompanyRow,
  actorId: string,
  requestId: string | null,
): Promise<void> {
  assertCompanyOpen(company);
  await tx
    .update(companies)
    .set({ status: 'closed', updatedAt: new Date() })
    .where(eq(companies.id, company.id));
  await recordEvents(tx, [
    {
      type: 'CompanyClosed',
      actorId,
      companyId: company.id,
      entityType: 'company',
      entityId: company.id,
      payload: { previousStatus: company.status, requestId },
    },
  ]);
}

/** PATCH /api/companies/{id}/block and /unblock: a blocked company can be looked at but cannot act (CompanyBlocked). */
export async function setCompanyBlocked(
  db: Db,
  caller: Caller,
  id: string,
  block: CompanyBlock,
): Promise<CompanyView> {
  await eventTransaction(db, async (tx) => {
    const company = await findCompanyFor(tx, caller, id, block ? 'Block' : 'Unblock', { lock: true });
    const status = blockedStatus('company', company.status, Boolean(block));
    await tx
      .update(companies)
      .set({ status, blockReason: block?.reason ?? null, updatedAt: new Date() })
      .where(eq(companies.id, id));
    const scope = { actorId: caller.user.id, companyId: id, entityType: 'company', entityId: id };
    await recordEvents(tx, [
      block
        ? { type: 'CompanyBlocked', ...scope, payload: block.reason ? { reason: block.reason } : {} }
        : { type: 'CompanyUnblocked', ...scope, payload: {} },
    ]);
  });
  return loadCompanyView(db, id);
}
