import type { AccountListQuery } from '@safc/domain';

// Query keys of /api/account: a change to one account refreshes its view and every list ('accounts').
export const accountKeys = {
  all: ['accounts'] as const,
  list: (query: AccountListQuery = {}) => [...accountKeys.all, 'list', query] as const,
  ofCompany: (companyId: string) => [...accountKeys.all, 'company', companyId] as const,
  detail: (accountId: string) => [...accountKeys.all, 'detail', accountId] as const,
  transferTargets: (accountId: string) => [...accountKeys.all, 'to-transfer', accountId] as const,
  actionReadiness: (accountId: string | null) => [...accountKeys.all, accountId, 'action-readiness'] as const,
};
