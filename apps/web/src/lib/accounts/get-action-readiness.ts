import { useQuery } from '@tanstack/react-query';
import { ActionReadinessSchema, type ActionReadiness } from '@safc/domain';
import { http } from '../http';

export const actionReadinessKey = (accountId: string | null) =>
  ['accounts', accountId, 'action-readiness'] as const;

/** GET /api/account/{id}/action-readiness: whether an action may start on the account, and if not why. */
export const getActionReadiness = (accountId: string): Promise<ActionReadiness> =>
  http(`/api/account/${encodeURIComponent(accountId)}/action-readiness`, { response: ActionReadinessSchema });

export function useActionReadiness(accountId: string | null) {
  return useQuery({
    queryKey: actionReadinessKey(accountId),
    queryFn: () => getActionReadiness(accountId as string),
    enabled: accountId !== null,
  });
}
