import type { PermissionAction } from '@safc/domain';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import { callerCan, requireCan, type Caller } from '../users/caller';

export type CompanyRow = typeof companies.$inferSelect;

/** The company if the caller may see it (else 404) and may do `action` on it (else 403). */
export async function findCompanyFor(
  db: DbOrTx,
  caller: Caller,
  id: string,
  action: PermissionAction = 'View',
  options: { lock?: boolean } = {},
): Promise<CompanyRow> {
  const query = db.select().from(companies).where(eq(companies.id, id));
  const [company] = options.lock ? await query.for('update') : await query;
  if (!company || !callerCan(caller, 'View', 'Company', { companyId: company.id }))
    throw AppError.notFound('Company not found');
  requireCan(caller, action, 'Company', { companyId: company.id });
  return company;
}

/**
 * The company a request concerns, locked for its decision: every request kind that reaches a company's
 * handler names one (decide-request checked the request itself), so a missing one is a broken invariant.
 */
export async function lockedCompany(tx: DbOrTx, id: string | null): Promise<CompanyRow> {
  if (!id) throw new Error('lockedCompany: the request names no company');
  const [company] = await tx.select().from(companies).where(eq(companies.id, id)).for('update');
  if (!company) throw new Error(`lockedCompany: the company ${id} is missing`);
  return company;
}

export function assertCompanyOpen(company: CompanyRow): void {
  if (['closed', 'removed', 'rejected'].includes(company.status))
    throw AppError.conflict(`The company is ${company.status}`, { status: company.status });
}
