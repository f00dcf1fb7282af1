import type { onboardingCompanySchema } from '@safc/domain';
import type { z } from 'zod';
import { companies, companyMemberships } from '../../db/schema';
import { recordEvents, type EventTx, type NewEvent } from '../events/record-events';
import { insertRequest, requestCreated } from '../requests/open-request';
import type { FileStorage } from '../../storage/file-storage';
import type { AcceptedUpload } from '../uploads/check-uploads';
import { storeUploads } from '../uploads/store-uploads';

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

export interface CompanyRequest {
  kind: 'CompanyOnboardRequest' | 'CompanyCreateRequest';
  company: CompanyDetails;
  /** The person who registers the company, its representative once approved. */
  requestedBy: string;
  payload: Record<string, unknown>;
}

/**
 * A company registered for review with its request and the request's supporting documents, stored under the
 * request: onboarding and a registered user's further company. The request's RequestCreated event (naming the
 * documents) is returned for the caller to record when its own steps are done.
 */
export async function openCompanyForReview(
  tx: EventTx,
  storage: FileStorage,
  written: string[],
  request: CompanyRequest,
  files: readonly AcceptedUpload[],
): Promise<{ companyId: string; requestId: string; created: NewEvent }> {
  const companyId = await insertCompanyForReview(tx, request.company, request.requestedBy);
  const opened = {
    kind: request.kind,
    companyId,
    requestedBy: request.requestedBy,
    payload: request.payload,
  };
  const requestId = await insertRequest(tx, opened);
  const stored = await storeUploads(
    tx,
    storage,
    files,
    { purpose: 'onboardingDocument', uploadedBy: request.requestedBy, companyId, requestId },
    written,
  );
  return { companyId, requestId, created: requestCreated(opened, requestId, stored) };
}
