import type { CompanySummary, CompanyView } from '@safc/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { companies, companyMemberships, uploads, users } from '../../db/schema';
import { uploadSummaryColumns } from '../requests/load-request-views';
import type { CompanyRow } from './find-company';

export const companySummaryOf = (company: CompanyRow): CompanySummary => ({
  id: company.id,
  name: company.name,
  status: company.status,
  country: company.country,
  city: company.city,
  isNamePrivate: company.isNamePrivate,
  createdAt: company.createdAt.toISOString(),
});

/** The company with its active representatives and its documents (onboarding and later ones). */
export async function loadCompanyView(db: DbOrTx, companyId: string): Promise<CompanyView> {
  const [company] = await db.select().from(companies).where(eq(companies.id, companyId));
  if (!company) throw new Error(`loadCompanyView: the company ${companyId} is missing`);
  const representatives = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(companyMemberships)
    .innerJoin(users, eq(users.id, companyMemberships.userId))
    .where(
      and(
        eq(companyMemberships.companyId, companyId),
        eq(companyMemberships.role, 'companyRepresentative'),
        eq(companyMemberships.status, 'active'),
      ),
    );
  const documents = await db
    .select(uploadSummaryColumns)
    .from(uploads)
    .where(
      and(
        eq(uploads.companyId, companyId),
        inArray(uploads.purpose, ['onboardingDocument', 'companyDocument']),
      ),
    );
  return {
    ...companySummaryOf(company),
    address: company.address,
    address2: company.address2,
    state: company.state,
    postcode: company.postcode,
    website: company.website,
    email: company.email,
    blockReason: company.blockReason,
    updatedAt: company.updatedAt.toISOString(),
    representatives,
    documents: documents.map(({ requestId: _requestId, createdAt, ...document }) => ({
      ...document,
      createdAt: createdAt.toISOString(),
    })),
  };
}
