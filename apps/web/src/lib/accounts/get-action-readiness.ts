import { useQuery } from '@tanstack/react-query';
import type { CannotActReason } from '@safc/domain';
import { http } from '../http';

/** GET /api/account/{id}/action-readiness: whether an action may start on the account, and if not why. */
export interface AccountReadiness {
  canAct: boolean;
  reasons: CannotActReason[];
}

export const actionReadinessKey = (accountId: string | null) =>
  ['accounts', accountId, 'action-readiness'] as const;

export const getActionReadiness = (accountId: string): Promise<AccountReadiness> =>
  http<AccountReadiness>(`/api/account/${encodeURIComponent(accountId)}/action-readiness`);

export function useActionReadiness(accountId: string | null) {
  return useQuery({
    queryKey: actionReadinessKey(accountId),
    queryFn: () => getActionReadiness(accountId as string),
    enabled: accountId !== null,
  });
}
