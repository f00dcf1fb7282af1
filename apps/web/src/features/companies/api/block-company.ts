import { type AccountBlock, CompanyViewSchema, type CompanyView } from '@safc/domain';
import { http } from '../../../lib/http';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}/block: a blocked company can be looked at but cannot act (CompanyBlocked). */
export const blockCompany = (companyId: string, body: AccountBlock): Promise<CompanyView> =>
  http(`/api/companies/${companyId}/block`, { method: 'PATCH', json: body, response: CompanyViewSchema });

export const useBlockCompany = (companyId: string) =>
  useCompanyMutation((body: AccountBlock) => blockCompany(companyId, body));
