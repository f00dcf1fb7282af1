import type { CompanyListQuery, CompanySummary, CompanyView } from '@safc/domain';
import { and, eq, ilike } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { companies } from '../../db/schema';
import { requireAdministrator, type Caller } from '../users/caller';
import { findCompanyFor } from './find-company';
import { companySummaryOf, loadCompanyView } from './load-company-view';

/** GET /api/companies: the registry's companies, for administrators. */
export async function listCompanies(
  db: Db,
  caller: Caller,
  filter: CompanyListQuery,
): Promise<CompanySummary[]> {
  requireAdministrator(caller, 'You are not allowed to see the companies');
  const pattern = filter.search ? `%${filter.search.replace(/[\\%_]/g, '\\$&')}%` : undefined;
  const rows = await db
    .select()
    .from(companies)
    .where(
      and(
        filter.status ? eq(companies.status, filter.status) : undefined,
        pattern ? ilike(companies.name, pattern) : undefined,
      ),
    )
    .orderBy(companies.name);
  return rows.map(companySummaryOf);
}

/** GET /api/companies/{id}: administrators any company, others their selected company only. */
export async function getCompany(db: Db, caller: Caller, id: string): Promise<CompanyView> {
  await findCompanyFor(db, caller, id);
  return loadCompanyView(db, id);
}
