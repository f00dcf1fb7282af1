import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';

/** GET /api/companies (administrators): the companies the actions list can be narrowed to. */
export interface CompanyOption {
  id: string;
  name: string;
}

export function useCompanies(enabled: boolean) {
  return useQuery({
    queryKey: ['companies', 'list'],
    queryFn: () => http<CompanyOption[]>('/api/companies'),
    enabled,
    staleTime: 60_000,
    select: (companies): CompanyOption[] => companies.map(({ id, name }) => ({ id, name })),
  });
}
