import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import type { UserSummary } from './user-types';

/** GET /api/users/company?companyId=: the colleagues of the selected company. */
export const getCompanyUsers = (companyId: string): Promise<UserSummary[]> =>
  http<UserSummary[]>('/api/users/company', { query: { companyId } });

export function useCompanyUsers(companyId: string) {
  return useQuery({ queryKey: userKeys.company(companyId), queryFn: () => getCompanyUsers(companyId) });
}
