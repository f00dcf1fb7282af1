import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { companyKeys } from './company-keys';
import type { RegistryRequest } from './company-types';

/** GET /api/requests?companyId=&status=pending: what of the company awaits an administrator. */
export const getCompanyRequests = (companyId: string): Promise<RegistryRequest[]> =>
  http<RegistryRequest[]>('/api/requests', { query: { companyId, status: 'pending' } });

export function useCompanyRequests(companyId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: companyKeys.requests({ companyId, status: 'pending' }),
    queryFn: () => getCompanyRequests(companyId!),
    enabled: enabled && Boolean(companyId),
  });
}
