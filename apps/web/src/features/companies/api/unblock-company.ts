import { http } from '../../../lib/http';
import { CompanyViewSchema, type CompanyView } from '@safc/domain';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}/unblock */
export const unblockCompany = (companyId: string): Promise<CompanyView> =>
  http(`/api/companies/${companyId}/unblock`, { method: 'PATCH', response: CompanyViewSchema });

export const useUnblockCompany = (companyId: string) => useCompanyMutation(() => unblockCompany(companyId));
