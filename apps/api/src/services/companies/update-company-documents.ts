import { ONBOARDING_UPLOAD_RULE, type CompanyChange } from '@safc/domain';
import { insertRequest, requestCreated } from '../requests/open-request';
import type { UploadedPart } from '../../plugins/multipart';
import { checkUploads, refuseUnknownFiles } from '../uploads/check-uploads';
import { storeUploads, withStoredFiles } from '../uploads/store-uploads';
import { isAdministrator, type Caller, type Registry } from '../users/caller';
import { assertCompanyOpen, findCompanyFor, type CompanyRow } from './find-company';
import { loadCompanyView } from './load-company-view';
import { eventTransaction, recordEvents, type EventTx } from '../events/record-events';

/**
 * POST /api/companies/{id}/documents (multipart `documents`, the onboarding rule: PNG, JPEG or PDF). A
 * representative's documents wait in a CompanyUpdateDocsRequest; an administrator's are the company's at once.
 */
export async function updateCompanyDocuments(
  registry: Registry,
  caller: Caller,
  id: string,
  parts: readonly UploadedPart[],
): Promise<CompanyChange> {
  refuseUnknownFiles(parts, ['documents']);
  const files = checkUploads('documents', ONBOARDING_UPLOAD_RULE, parts);
  const requestId = await withStoredFiles(registry.storage, (written) =>
    eventTransaction(registry.db, async (tx) => {
      const company = await findCompanyFor(tx, caller, id, 'Edit', { lock: true });
      assertCompanyOpen(company);
      const owner = { purpose: 'companyDocument' as const, uploadedBy: caller.user.id };
      if (isAdministrator(caller)) {
        const stored = await storeUploads(tx, registry.storage, files, { ...owner, companyId: id }, written);
        await recordCompanyDocuments(tx, company, stored, caller.user.id, null);
        return null;
      }
      const opened = {
        kind: 'CompanyUpdateDocsRequest' as const,
        companyId: id,
        requestedBy: caller.user.id,
      };
      const requestId = await insertRequest(tx, opened);
      const stored = await storeUploads(tx, registry.storage, files, { ...owner, requestId }, written);
      await recordEvents(tx, [requestCreated(opened, requestId, stored)]);
      return requestId;
    }),
  );
  return { ...(await loadCompanyView(registry.db, id)), requestId };
}

/**
 * The one door of a company's documents (docs/decisions/050), whether an administrator sends them (POST
 * /api/companies/{id}/documents, stored as the company's) or approves a representative's
 * CompanyUpdateDocsRequest (`requestId`, the request's files attached): the same check on the locked company
 * and the same CompanyDocumentsUpdated.
 */
export async function recordCompanyDocuments(
  tx: EventTx,
  company: CompanyRow,
  documents: readonly { id: string }[],
  actorId: string,
  requestId: string | null,
): Promise<void> {
  assertCompanyOpen(company);
  const uploadIds = documents.map((upload) => upload.id);
  await recordEvents(tx, [
    {
      type: 'CompanyDocumentsUpdated',
      actorId,
      companyId: company.id,
      entityType: 'company',
      entityId: company.id,
      payload: requestId ? { uploadIds, requestId } : { uploadIds },
    },
  ]);
}
