import { useQuery } from '@tanstack/react-query';
import type { ActionStatus, ActionType } from '@safc/domain';
import { http } from '../../../lib/http';

/** One action of GET /api/actions (docs/api/ledger.md "ActionView"; platform spec §3 "Action"). */
export interface ActionView {
  id: string;
  type: ActionType;
  status: ActionStatus;
  volume: string | null;
  unitBlockId: string | null;
  serial: string | null;
  sendingAccountId: string | null;
  sendingAccountName: string | null;
  sendingCompanyId: string | null;
  sendingCompanyName: string | null;
  receivingAccountId: string | null;
  receivingAccountName: string | null;
  receivingCompanyId: string | null;
  receivingCompanyName: string | null;
  initiatorId: string;
  initiatorName: string;
  signatures: number;
  requiredSignatures: number;
  /** What the action still waits for, in words. */
  requiredActions: string;
  createdAt: string;
}

export const pendingActionsKey = (accountId: string) => ['actions', 'list', 'pending', accountId] as const;

/** The account's pending actions: awaiting the user's signature or the account's acceptance. */
export const getPendingActions = (accountId: string): Promise<{ items: ActionView[] }> =>
  http<{ items: ActionView[] }>('/api/actions', { query: { accountId, state: 'pending', pageSize: 100 } });

export function usePendingActions(accountId: string) {
  return useQuery({ queryKey: pendingActionsKey(accountId), queryFn: () => getPendingActions(accountId) });
}
