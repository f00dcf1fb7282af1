import { http } from '../../../lib/http';
import { CompanyChangeSchema, type CompanyChange } from '@safc/domain';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/companies/{id}/documents, multipart `documents`: a representative's wait in a CompanyUpdateDocsRequest. */
export const updateCompanyDocuments = (companyId: string, documents: File[]): Promise<CompanyChange> =>
  http(`/api/companies/${companyId}/documents`, {
    method: 'POST',
    form: { documents },
    response: CompanyChangeSchema,
  });

// The dialog shows a file refused by its content under the field and anything else in the error dialog.
export const useUpdateCompanyDocuments = (companyId: string) =>
  useCompanyMutation((documents: File[]) => updateCompanyDocuments(companyId, documents), { silent: true });
