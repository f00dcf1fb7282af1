import type { ActionListQuery } from '@safc/domain';

// Query keys of /api/actions: a step or a decision refreshes everything under 'actions' (lists, the bell's
// counts and processes, one action).
export const actionKeys = {
  all: ['actions'] as const,
  list: (query: ActionListQuery) => [...actionKeys.all, 'list', query] as const,
  detail: (actionId: string | null) => [...actionKeys.all, 'detail', actionId] as const,
  pending: (companyId: string | null) => [...actionKeys.all, 'pending', companyId] as const,
  pendingCount: (companyId: string | null) => [...actionKeys.all, 'pending-count', companyId] as const,
};
