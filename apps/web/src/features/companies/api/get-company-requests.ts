import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { companyKeys } from './company-keys';
import type { RegistryRequest } from './company-types';

/** GET /api/requests?companyId=&status=pending: what of the company awaits an administrator (the first 200). */
export const getCompanyRequests = (companyId: string): Promise<RegistryRequest[]> =>
  http<{ items: RegistryRequest[] }>('/api/requests', {
    query: { companyId, status: 'pending', pageSize: '200' },
  }).then((page) => page.items);

export function useCompanyRequests(companyId: string | undefined, enabled = true) {
  return useQuery({
    queryKey: companyKeys.requests({ companyId, status: 'pending' }),
    queryFn: () => getCompanyRequests(companyId!),
    enabled: enabled && Boolean(companyId),
  });
}
