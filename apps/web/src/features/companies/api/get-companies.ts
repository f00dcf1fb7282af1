import { useQuery } from '@tanstack/react-query';
import type { CompanyStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { companyKeys } from './company-keys';
import type { CompanySummary } from './company-types';

/** GET /api/companies: the registry's companies, for administrators, by status and name. */
export const getCompanies = (status?: CompanyStatus, search?: string): Promise<CompanySummary[]> =>
  http<CompanySummary[]>('/api/companies', { query: { status, search } });

export function useCompanies(status?: CompanyStatus, search?: string) {
  return useQuery({
    queryKey: companyKeys.list({ status, search }),
    queryFn: () => getCompanies(status, search),
  });
}
