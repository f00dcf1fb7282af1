import { useQuery } from '@tanstack/react-query';
import { AccountSummarySchema, type AccountSummary } from '@safc/domain';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { accountKeys } from '../../../lib/query-keys/accounts';

/** GET /api/account/company/{companyId}: the company's accounts (the administrator's company page). */
export const getCompanyAccounts = (companyId: string): Promise<AccountSummary[]> =>
  http(`/api/account/company/${companyId}`, { response: z.array(AccountSummarySchema) });

export function useCompanyAccounts(companyId: string) {
  return useQuery({
    queryKey: accountKeys.ofCompany(companyId),
    queryFn: () => getCompanyAccounts(companyId),
  });
}
