import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { companyKeys } from './company-keys';
import type { CompanyView } from './company-types';

/** GET /api/companies/{id}: the company with its representatives and documents. */
export const getCompany = (companyId: string): Promise<CompanyView> =>
  http<CompanyView>(`/api/companies/${companyId}`);

export function useCompany(companyId: string | undefined) {
  return useQuery({
    queryKey: companyKeys.detail(companyId ?? ''),
    queryFn: () => getCompany(companyId!),
    enabled: Boolean(companyId),
  });
}
