import type { AccountBlock } from '@safc/domain';
import { http } from '../../../lib/http';
import type { CompanyView } from './company-types';
import { useCompanyMutation } from './use-company-mutation';

/** PATCH /api/companies/{id}/block: a blocked company can be looked at but cannot act (CompanyBlocked). */
export const blockCompany = (companyId: string, body: AccountBlock): Promise<CompanyView> =>
  http<CompanyView>(`/api/companies/${companyId}/block`, { method: 'PATCH', json: body });

export const useBlockCompany = (companyId: string) =>
  useCompanyMutation((body: AccountBlock) => blockCompany(companyId, body));
