import { http } from '../../../lib/http';
import type { CompanyView } from './company-types';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}/unblock */
export const unblockCompany = (companyId: string): Promise<CompanyView> =>
  http<CompanyView>(`/api/companies/${companyId}/unblock`, { method: 'PATCH' });

export const useUnblockCompany = (companyId: string) => useCompanyMutation(() => unblockCompany(companyId));
