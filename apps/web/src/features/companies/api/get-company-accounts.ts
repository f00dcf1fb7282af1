import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { companyKeys } from './company-keys';
import type { CompanyAccount } from './company-types';

/** GET /api/account/company/{companyId}: the company's accounts. */
export const getCompanyAccounts = (companyId: string): Promise<CompanyAccount[]> =>
  http<CompanyAccount[]>(`/api/account/company/${companyId}`);

export function useCompanyAccounts(companyId: string) {
  return useQuery({
    queryKey: companyKeys.accounts(companyId),
    queryFn: () => getCompanyAccounts(companyId),
  });
}
