import { useQuery } from '@tanstack/react-query';
import type { CannotActReason } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/account/{id}/action-readiness: whether an issuance may start on the account, and if not why. */
export interface AccountReadiness {
  canAct: boolean;
  reasons: CannotActReason[];
}

export const actionReadinessKey = (accountId: string | null) =>
  ['accounts', accountId, 'action-readiness'] as const;

export function useActionReadiness(accountId: string | null) {
  return useQuery({
    queryKey: actionReadinessKey(accountId),
    queryFn: () =>
      http<AccountReadiness>(`/api/account/${encodeURIComponent(accountId as string)}/action-readiness`),
    enabled: accountId !== null,
  });
}
