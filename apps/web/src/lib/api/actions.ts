import { queryOptions } from '@tanstack/react-query';
import { ActionPageSchema, type ActionListQuery, type ActionPage } from '@safc/domain';
import { http } from '../http';
import { actionKeys } from '../query-keys/actions';

/**
 * GET /api/actions: administrators see every action, company users their company's. The Actions page pages
 * through it (keeping the previous page on screen); an account's pendingActions tab asks for its pending ones.
 */
export const getActions = (query: ActionListQuery): Promise<ActionPage> =>
  http('/api/actions', { query: { ...query }, response: ActionPageSchema });

export const actionListQuery = (query: ActionListQuery) =>
  queryOptions({ queryKey: actionKeys.list(query), queryFn: () => getActions(query) });
