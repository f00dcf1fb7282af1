import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import type { ActionView } from './get-actions';

/** GET /api/actions/{id}: the action with its form, its signatures and an issuance's clarification thread. */
export interface ActionDetail extends ActionView {
  payload: Record<string, unknown>;
  signedBy: { userId: string; userName: string; signedAt: string }[];
  clarification: {
    thread: { role: 'question' | 'answer'; comment: string; by: string; at: string }[];
  } | null;
}

export const actionKey = (actionId: string | null) => ['actions', 'detail', actionId] as const;

export function useAction(actionId: string | null) {
  return useQuery({
    queryKey: actionKey(actionId),
    queryFn: () => http<ActionDetail>(`/api/actions/${encodeURIComponent(actionId as string)}`),
    enabled: actionId !== null,
  });
}
