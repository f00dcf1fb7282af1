import { onboardingCompanySchema } from '@safc/domain';
import { and, eq, isNull } from 'drizzle-orm';
import { uploads } from '../../../db/schema';
import type { RequestHandler } from '../request-handler';
import { closeLockedCompany } from '../../companies/change-company-status';
import { applyCompanyEdit } from '../../companies/edit-company';
import { lockedCompany } from '../../companies/find-company';
import { recordCompanyDocuments } from '../../companies/update-company-documents';

const noChange = async () => undefined;

/** CompanyUpdateRequest: the representative's edit, applied as sent once approved. */
export const companyUpdateHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    const changes = onboardingCompanySchema.partial().parse(request.payload);
    await applyCompanyEdit(tx, await lockedCompany(tx, request.companyId), changes, deciderId, request.id);
  },
  reject: noChange,
};

/** CompanyUpdateDocsRequest: the documents sent with the request become the company's documents. */
export const companyUpdateDocsHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    const company = await lockedCompany(tx, request.companyId);
    const attached = await tx
      .update(uploads)
      .set({ companyId: request.companyId })
      .where(and(eq(uploads.requestId, request.id), isNull(uploads.companyId)))
      .returning({ id: uploads.id });
    await recordCompanyDocuments(tx, company, attached, deciderId, request.id);
  },
  reject: noChange,
};

/** CompanyCloseRequest: the representative asked to close the company; closed by the administrators' door. */
export const companyCloseHandler: RequestHandler = {
  async approve({ tx, request, deciderId }) {
    await closeLockedCompany(tx, await lockedCompany(tx, request.companyId), deciderId, request.id);
  },
  reject: noChange,
};
