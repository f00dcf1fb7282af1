import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { CompanyDashboardSchema, type CompanyDashboardQuery } from '@safc/domain';
import { http } from '../../../lib/http';
import { unitKeys } from '../../../lib/query-keys/units';

/** GET /api/companies/{id}/dashboard: the company's positions over time (issue 42). */
export const getCompanyDashboard = (companyId: string, query: CompanyDashboardQuery) =>
  http(`/api/companies/${encodeURIComponent(companyId)}/dashboard`, {
    response: CompanyDashboardSchema,
    query: { ...query },
  });

export function useCompanyDashboard(companyId: string | undefined, query: CompanyDashboardQuery) {
  return useQuery({
    queryKey: unitKeys.dashboard(companyId ?? '', query),
    queryFn: () => getCompanyDashboard(companyId!, query),
    enabled: companyId !== undefined,
    placeholderData: keepPreviousData,
  });
}
