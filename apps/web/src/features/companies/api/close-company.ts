import { http } from '../../../lib/http';
import type { CompanyChange } from './company-types';
import { useCompanyMutation } from './use-company-mutation';

/** POST /api/companies/{id}/close: an administrator closes at once; a representative asks (CompanyCloseRequest). */
export const closeCompany = (companyId: string): Promise<CompanyChange> =>
  http<CompanyChange>(`/api/companies/${companyId}/close`, { method: 'POST' });

export const useCloseCompany = (companyId: string) => useCompanyMutation(() => closeCompany(companyId));
