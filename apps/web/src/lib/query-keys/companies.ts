import type { CompanyListQuery } from '@safc/domain';

// Query keys of /api/companies: a change to a company refreshes its view, every list and the pickers of
// actions and billing (all under 'companies'). Requests live under 'requests' so any decision refreshes them.
export const companyKeys = {
  all: ['companies'] as const,
  list: (query: CompanyListQuery = {}) => [...companyKeys.all, 'list', query] as const,
  detail: (companyId: string) => [...companyKeys.all, 'detail', companyId] as const,
};
