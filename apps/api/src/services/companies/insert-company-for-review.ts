import type { onboardingCompanySchema } from '@safc/domain';
import type { z } from 'zod';
import { companies, companyMemberships } from '../../db/schema';
import { recordEvents, type EventTx } from '../events/record-events';

export type CompanyDetails = z.output<typeof onboardingCompanySchema>;

/**
 * A company awaiting the administrator's review, with the person who registers it as its representative:
 * the onboarding form (CompanyOnboardRequest) and a registered user's further company (CompanyCreateRequest).
 */
export async function insertCompanyForReview(
  tx: EventTx,
  details: CompanyDetails,
  representativeId: string,
): Promise<string> {
  const [company] = await tx
    .insert(companies)
    .values({
      ...details,
      address2: details.address2 ?? null,
      state: details.state ?? null,
      status: 'awaitingReview',
    })
    .returning({ id: companies.id });
  if (!company) throw new Error('insertCompanyForReview: the company was not inserted');
  const companyId = company.id;
  await tx
    .insert(companyMemberships)
    .values({ companyId, userId: representativeId, role: 'companyRepresentative' });
  await recordEvents(tx, [
    {
      type: 'CompanyCreated',
      actorId: representativeId,
      companyId,
      entityType: 'company',
      entityId: companyId,
      payload: { name: details.name, country: details.country, status: 'awaitingReview' },
    },
  ]);
  await recordEvents(tx, [
    {
      type: 'CompanyMemberAdded',
      actorId: representativeId,
      companyId,
      entityType: 'user',
      entityId: representativeId,
      payload: { role: 'companyRepresentative' },
    },
  ]);
  return companyId;
}
