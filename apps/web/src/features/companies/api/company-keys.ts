// Query keys of the company screens. Requests live under 'requests' so any decision refreshes every list.
export const companyKeys = {
  all: ['companies'] as const,
  list: (filter: Record<string, string | undefined>) => ['companies', 'list', filter] as const,
  detail: (companyId: string) => ['companies', 'detail', companyId] as const,
  accounts: (companyId: string) => ['accounts', 'company', companyId] as const,
};
