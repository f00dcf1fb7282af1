import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiTokenSchema, type ApiTokenCreate, type CreatedApiToken } from '@safc/domain';
import { http } from '../../../lib/http';
import { tokenKeys } from '../../../lib/query-keys/tokens';

/** POST /api/auth/api-tokens: a named long-lived API token; the token itself is in this answer only. */
export const createApiToken = (body: ApiTokenCreate): Promise<CreatedApiToken> =>
  http('/api/auth/api-tokens', { method: 'POST', json: body, response: CreatedApiTokenSchema });

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
