import { type CompanyEdit, CompanyChangeSchema, type CompanyChange } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}: an administrator's edit applies at once; a representative's is a CompanyUpdateRequest. */
export const editCompany = (companyId: string, changes: CompanyEdit): Promise<CompanyChange> =>
  http(`/api/companies/${companyId}`, { method: 'PATCH', json: changes, response: CompanyChangeSchema });

// The dialog shows a refused field under it and sends anything else to the error dialog itself.
export const useEditCompany = (companyId: string) =>
  useCompanyMutation((changes: CompanyEdit) => editCompany(companyId, changes), { silent: true });
