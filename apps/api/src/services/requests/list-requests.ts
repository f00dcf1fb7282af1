import type { RegistryRequest, RequestFilter, RequestPage } from '@safc/domain';
import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { requests } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, isAdministrator, type Caller } from '../users/caller';
import { loadRequestViews } from './load-request-views';

/**
 * GET /api/requests: administrators review every request; a company representative follows their own
 * company's requests (what is "awaiting approval"). Anyone else may not list them.
 */
export async function listRequests(db: Db, caller: Caller, filter: RequestFilter): Promise<RequestPage> {
  let companyId = filter.companyId;
  if (!isAdministrator(caller)) {
    const selected = caller.permissions.selectedCompanyId;
    if (!selected || !callerCan(caller, 'Edit', 'Company', { companyId: selected }))
      throw AppError.forbidden('You are not allowed to see the requests');
    if (companyId && companyId !== selected) throw AppError.notFound('Company not found');
    companyId = selected;
  }
  const where = and(
    filter.kind ? eq(requests.kind, filter.kind) : undefined,
    filter.status ? eq(requests.status, filter.status) : undefined,
    companyId ? eq(requests.companyId, companyId) : undefined,
  );
  const [items, [counted]] = await Promise.all([
    loadRequestViews(db, where, { limit: filter.pageSize, offset: (filter.page - 1) * filter.pageSize }),
    db.select({ total: count() }).from(requests).where(where),
  ]);
  return { items, total: counted?.total ?? 0, page: filter.page, pageSize: filter.pageSize };
}

/** GET /api/requests/{id}: a request outside the caller's reach answers 404. */
export async function getRequest(db: Db, caller: Caller, id: string): Promise<RegistryRequest> {
  const [view] = await loadRequestViews(db, eq(requests.id, id));
  const mine =
    view &&
    view.companyId === caller.permissions.selectedCompanyId &&
    callerCan(caller, 'Edit', 'Company', { companyId: view.companyId ?? undefined });
  if (!view || !(isAdministrator(caller) || mine)) throw AppError.notFound('Request not found');
  return view;
}
