import { queryOptions, useQuery } from '@tanstack/react-query';
import { CompanySummarySchema, type CompanyListQuery, type CompanySummary } from '@safc/domain';
import { z } from 'zod';
import { http } from '../http';
import { companyKeys } from '../query-keys/companies';

/** A company to narrow a list to or to pick (the filters of actions and billing). */
export interface CompanyOption {
  id: string;
  name: string;
}

/** GET /api/companies: the registry's companies, for administrators, by status and name. */
export const getCompanies = (query: CompanyListQuery = {}): Promise<CompanySummary[]> =>
  http('/api/companies', { query: { ...query }, response: z.array(CompanySummarySchema) });

export const companyListQuery = (query: CompanyListQuery = {}) =>
  queryOptions({ queryKey: companyKeys.list(query), queryFn: () => getCompanies(query) });

export function useCompanies(query: CompanyListQuery = {}) {
  return useQuery(companyListQuery(query));
}

/** Every company as an option, for administrators (the company pickers of actions and billing). */
export function useCompanyOptions(enabled: boolean) {
  return useQuery({
    ...companyListQuery(),
    enabled,
    staleTime: 60_000,
    select: (companies): CompanyOption[] => companies.map(({ id, name }) => ({ id, name })),
  });
}
