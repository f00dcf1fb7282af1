import type { CompanyBlock, CompanyChange, CompanyView } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies, requests } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { appendEvent } from '../events/append-event';
import { isAdministrator, type Caller } from '../users/caller';
import { assertCompanyOpen, findCompanyFor } from './find-company';
import { loadCompanyView } from './load-company-view';

/** POST /api/companies/{id}/close: an administrator closes at once; a representative asks (CompanyCloseRequest). */
export async function closeCompany(db: Db, caller: Caller, id: string): Promise<CompanyChange> {
  const requestId = await db.transaction(async (tx) => {
    const company = await findCompanyFor(tx, caller, id, 'Close', { lock: true });
    assertCompanyOpen(company);
    if (isAdministrator(caller)) {
      await tx.update(companies).set({ status: 'closed', updatedAt: new Date() }).where(eq(companies.id, id));
      await appendEvent(tx, {
        type: 'CompanyClosed',
        actorId: caller.user.id,
        companyId: id,
        entityType: 'company',
        entityId: id,
        payload: { previousStatus: company.status },
      });
      return null;
    }
    const [request] = await tx
      .insert(requests)
      .values({ kind: 'CompanyCloseRequest', companyId: id, requestedBy: caller.user.id })
      .returning({ id: requests.id });
    await appendEvent(tx, {
      type: 'RequestCreated',
      actorId: caller.user.id,
      companyId: id,
      entityType: 'request',
      entityId: request!.id,
      payload: { kind: 'CompanyCloseRequest' },
    });
    return request!.id;
  });
  return { ...(await loadCompanyView(db, id)), requestId };
}

/** PATCH /api/companies/{id}/block and /unblock: a blocked company can be looked at but cannot act (CompanyBlocked). */
export async function setCompanyBlocked(
  db: Db,
  caller: Caller,
  id: string,
  block: CompanyBlock,
): Promise<CompanyView> {
  await db.transaction(async (tx) => {
    const company = await findCompanyFor(tx, caller, id, block ? 'Block' : 'Unblock', { lock: true });
    const from = block ? 'active' : 'blocked';
    if (company.status !== from)
      throw AppError.conflict(`Only an ${from} company can be ${block ? 'blocked' : 'unblocked'}`, {
        status: company.status,
      });
    await tx
      .update(companies)
      .set({
        status: block ? 'blocked' : 'active',
        blockReason: block?.reason ?? null,
        updatedAt: new Date(),
      })
      .where(eq(companies.id, id));
    await appendEvent(tx, {
      type: block ? 'CompanyBlocked' : 'CompanyUnblocked',
      actorId: caller.user.id,
      companyId: id,
      entityType: 'company',
      entityId: id,
      payload: block?.reason ? { reason: block.reason } : {},
    });
  });
  return loadCompanyView(db, id);
}
