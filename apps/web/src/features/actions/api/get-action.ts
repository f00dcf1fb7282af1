import { useQuery } from '@tanstack/react-query';
import { ActionDetailSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { actionKeys } from '../../../lib/query-keys/actions';

/** GET /api/actions/{id}: the action with its form, its signatures and an issuance's clarification thread. */
export function useAction(actionId: string | null) {
  return useQuery({
    queryKey: actionKeys.detail(actionId),
    queryFn: () =>
      http(`/api/actions/${encodeURIComponent(actionId as string)}`, { response: ActionDetailSchema }),
    enabled: actionId !== null,
  });
}
