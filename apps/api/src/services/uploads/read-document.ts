import { and, eq, inArray } from 'drizzle-orm';
import { uploads } from '../../db/schema';
import { findAccountFor } from '../accounts/find-account';
import { findCompanyFor } from '../companies/find-company';
import { getIssuance } from '../issuances/get-issuance';
import { getRequest } from '../requests/list-requests';
import type { Caller, Registry } from '../users/caller';
import { readUpload, type UploadFile } from './read-upload';

/** A document sent with a request (onboarding letters, new company or account documents), for its reviewers. */
export async function readRequestDocument(
  registry: Registry,
  caller: Caller,
  requestId: string,
  documentId: string,
): Promise<UploadFile> {
  await getRequest(registry.db, caller, requestId);
  return readUpload(registry.db, registry.storage, documentId, eq(uploads.requestId, requestId));
}

/** One of a company's documents, for whoever may view the company. */
export async function readCompanyDocument(
  registry: Registry,
  caller: Caller,
  companyId: string,
  documentId: string,
): Promise<UploadFile> {
  await findCompanyFor(registry.db, caller, companyId);
  return readUpload(
    registry.db,
    registry.storage,
    documentId,
    and(
      eq(uploads.companyId, companyId),
      inArray(uploads.purpose, ['onboardingDocument', 'companyDocument']),
    )!,
  );
}

/** The document an issuance was submitted with (its proof of sustainability), for whoever may view the issuance. */
export async function readIssuanceDocument(
  registry: Registry,
  caller: Caller,
  issuanceId: string,
  documentId: string,
): Promise<UploadFile> {
  await getIssuance(registry.db, caller, issuanceId);
  return readUpload(
    registry.db,
    registry.storage,
    documentId,
    and(eq(uploads.issuanceId, issuanceId), eq(uploads.purpose, 'issuanceDocument'))!,
  );
}

/** One of an account's documents, for whoever may view the account. */
export async function readAccountDocument(
  registry: Registry,
  caller: Caller,
  accountId: string,
  documentId: string,
): Promise<UploadFile> {
  await findAccountFor(registry.db, caller, accountId);
  return readUpload(
    registry.db,
    registry.storage,
    documentId,
    and(eq(uploads.accountId, accountId), eq(uploads.purpose, 'accountDocument'))!,
  );
}
