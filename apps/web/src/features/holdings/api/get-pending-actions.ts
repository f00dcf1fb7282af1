import { useQuery } from '@tanstack/react-query';
import type { ActionStatus, ActionType } from '@safc/domain';
import { http } from '../../../lib/http';

export interface ActionAccount {
  id: string;
  name: string;
  companyId: string;
  companyName: string;
}

/** One action of GET /api/actions (platform spec §3 "Action"). */
export interface PendingAction {
  id: string;
  type: ActionType;
  status: ActionStatus;
  volume: string | null;
  unitBlockId: string | null;
  unitSerial: string | null;
  sendingAccount: ActionAccount | null;
  receivingAccount: ActionAccount | null;
  initiator: { id: string; name: string };
  /** The steps still awaited: signatures, acceptance, approval. */
  requiredActions: string[];
  createdAt: string;
}

export const pendingActionsKey = (accountId: string | null) => ['actions', 'list', 'pending', accountId] as const;

/** Actions still pending on an account: awaiting the user's signature or the account's acceptance. */
export const getPendingActions = (accountId: string | null): Promise<PendingAction[]> =>
  http<PendingAction[]>('/api/actions', { query: { accountId, state: 'pending' } });

export function usePendingActions(accountId: string | null) {
  return useQuery({ queryKey: pendingActionsKey(accountId), queryFn: () => getPendingActions(accountId) });
}
