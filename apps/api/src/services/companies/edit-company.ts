import type { CompanyChange, CompanyEdit, CompanyView } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { openRequest } from '../requests/open-request';
import { isAdministrator, type Caller } from '../users/caller';
import { assertCountryCode } from './assert-country-code';
import { assertCompanyOpen, findCompanyFor, type CompanyRow } from './find-company';
import { loadCompanyView } from './load-company-view';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

/**
 * PATCH /api/companies/{id}: an administrator's edit applies at once; a representative's becomes a
 * CompanyUpdateRequest the administrator approves (then companyUpdateHandler applies it).
 */
export async function editCompany(
  db: Db,
  caller: Caller,
  id: string,
  changes: CompanyEdit,
): Promise<CompanyChange> {
  assertCountryCode(changes.country, 'body.country');
  const requestId = await eventTransaction(db, async (tx) => {
    const company = await findCompanyFor(tx, caller, id, 'Edit', { lock: true });
    assertCompanyOpen(company);
    if (isAdministrator(caller)) {
      await applyCompanyEdit(tx, company, changes, caller.user.id, null);
      return null;
    }
    return openRequest(tx, {
      kind: 'CompanyUpdateRequest',
      companyId: id,
      requestedBy: caller.user.id,
      payload: changes,
    });
  });
  return { ...(await loadCompanyView(db, id)), requestId };
}

/**
 * The one door of a company edit, whether an administrator edits (PATCH /api/companies/{id}) or approves a
 * representative's CompanyUpdateRequest (`requestId`): the same check, change and CompanyUpdated. The
 * company row is locked by the caller.
 */
export async function applyCompanyEdit(
  tx: EventTx,
  company: CompanyRow,
  changes: CompanyEdit,
  actorId: string,
  requestId: string | null,
): Promise<void> {
  assertCompanyOpen(company);
  await tx
    .update(companies)
    .set({ ...changes, updatedAt: new Date() })
    .where(eq(companies.id, company.id));
  await recordEvents(tx, [
    {
      type: 'CompanyUpdated',
      actorId,
      companyId: company.id,
      entityType: 'company',
      entityId: company.id,
      payload: requestId ? { changes, requestId } : { changes },
    },
  ]);
}

/** PATCH /api/companies/{id}/privacy: whether public pages and transfer lists show the company's name. */
export async function setCompanyNamePrivacy(
  db: Db,
  caller: Caller,
  id: string,
  isNamePrivate: boolean,
): Promise<CompanyView> {
  await eventTransaction(db, async (tx) => {
    const company = await findCompanyFor(tx, caller, id, 'Edit', { lock: true });
    assertCompanyOpen(company);
    if (company.isNamePrivate === isNamePrivate) return;
    await tx.update(companies).set({ isNamePrivate, updatedAt: new Date() }).where(eq(companies.id, id));
    await recordEvents(tx, [
      {
        type: 'CompanyUpdated',
        actorId: caller.user.id,
        companyId: id,
        entityType: 'company',
        entityId: id,
        payload: { changes: { isNamePrivate } },
      },
    ]);
  });
  return loadCompanyView(db, id);
}
