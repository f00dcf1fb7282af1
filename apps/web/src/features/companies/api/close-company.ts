import { http } from '../../../lib/http';
import { CompanyChangeSchema, type CompanyChange } from '@safc/domain';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/companies/{id}/close: an administrator closes at once; a representative asks (CompanyCloseRequest). */
export const closeCompany = (companyId: string): Promise<CompanyChange> =>
  http(`/api/companies/${companyId}/close`, { method: 'POST', response: CompanyChangeSchema });

export const useCloseCompany = (companyId: string) => useCompanyMutation(() => closeCompany(companyId));
