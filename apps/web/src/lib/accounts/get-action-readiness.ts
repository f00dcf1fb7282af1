import { useQuery } from '@tanstack/react-query';
import { ActionReadinessSchema, type ActionReadiness } from '@safc/domain';
import { http } from '../http';
import { accountKeys } from '../query-keys/accounts';

/** GET /api/account/{id}/action-readiness: whether an action may start on the account, and if not why. */
export const getActionReadiness = (accountId: string): Promise<ActionReadiness> =>
  http(`/api/account/${encodeURIComponent(accountId)}/action-readiness`, { response: ActionReadinessSchema });

export function useActionReadiness(accountId: string | null) {
  return useQuery({
    queryKey: accountKeys.actionReadiness(accountId),
    queryFn: () => getActionReadiness(accountId as string),
    enabled: accountId !== null,
  });
}
