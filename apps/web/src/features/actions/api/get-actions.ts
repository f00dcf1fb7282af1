import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ActionState, ActionStatus, ActionType } from '@safc/domain';
import { http } from '../../../lib/http';

/** One action of GET /api/actions (docs/api/ledger.md "ActionView"; platform spec §3 "Action"). */
export interface ActionView {
  id: string;
  type: ActionType;
  status: ActionStatus;
  state: ActionState;
  volume: string | null;
  serial: string | null;
  issuanceId: string | null;
  sendingAccountName: string | null;
  sendingCompanyName: string | null;
  receivingAccountName: string | null;
  receivingCompanyName: string | null;
  initiatorId: string;
  initiatorName: string;
  signatures: number;
  requiredSignatures: number;
  requiredActions: string;
  createdAt: string;
}

export interface ActionsQuery {
  type?: ActionType;
  status?: ActionStatus;
  state?: ActionState;
  companyId?: string;
  page: number;
  pageSize: number;
}

export interface ActionsPage {
  items: ActionView[];
  total: number;
  page: number;
  pageSize: number;
}

export const actionsKey = (query: ActionsQuery) => ['actions', 'list', 'all', query] as const;

/** Administrators see every action; company users their company's. */
export const getActions = (query: ActionsQuery): Promise<ActionsPage> =>
  http<ActionsPage>('/api/actions', { query: { ...query } });

export function useActions(query: ActionsQuery) {
  return useQuery({
    queryKey: actionsKey(query),
    queryFn: () => getActions(query),
    placeholderData: keepPreviousData,
  });
}
