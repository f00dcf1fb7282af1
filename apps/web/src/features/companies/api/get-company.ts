import { useQuery } from '@tanstack/react-query';
import { CompanyViewSchema, type CompanyView } from '@safc/domain';
import { http } from '../../../lib/http';
import { companyKeys } from '../../../lib/query-keys/companies';

/** GET /api/companies/{id}: the company with its representatives and documents. */
export const getCompany = (companyId: string): Promise<CompanyView> =>
  http(`/api/companies/${companyId}`, { response: CompanyViewSchema });

export function useCompany(companyId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.detail(companyId ?? ''),
    queryFn: () => getCompany(companyId!),
    enabled: Boolean(companyId),
  });
}
