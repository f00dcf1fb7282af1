import { useQuery } from '@tanstack/react-query';
import { http } from '../http';
import { companyOptionKeys } from '../query-keys/companies';

/** GET /api/companies (administrators): companies to narrow a list to or to pick one (actions, billing). */
export interface CompanyOption {
  id: string;
  name: string;
}

export function useCompanyOptions(enabled: boolean) {
  return useQuery({
    queryKey: companyOptionKeys.options(),
    queryFn: () => http<CompanyOption[]>('/api/companies'),
    enabled,
    staleTime: 60_000,
    select: (companies): CompanyOption[] => companies.map(({ id, name }) => ({ id, name })),
  });
}
