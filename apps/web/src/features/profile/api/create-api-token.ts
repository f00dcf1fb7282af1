import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ApiTokenCreate } from '@safc/domain';
import { http } from '../../../lib/http';
import { tokensKey } from './get-tokens';

/** The token itself is in this answer only: the registry keeps just its hash. */
export interface CreatedApiToken {
  token: string;
  id: string;
  name: string;
  createdAt: string;
}

/** POST /api/auth/api-tokens: a named long-lived API token for a machine client. */
export const createApiToken = (body: ApiTokenCreate): Promise<CreatedApiToken> =>
  http<CreatedApiToken>('/api/auth/api-tokens', { method: 'POST', json: body });

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
