import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CreatedApiTokenSchema, type ApiTokenCreate, type CreatedApiToken } from '@safc/domain';
import { http } from '../../../lib/http';
import { tokenKeys } from '../../../lib/query-keys/tokens';

/**
 * POST /api/auth/api-tokens: a named API token with its expiry and scope; the token itself is in this answer
 * only. Its 401 asks for the password again (a sign-in within 5 minutes, decision 091) and is the screen's to
 * answer: it must not sign the user out.
 */
export const createApiToken = (body: ApiTokenCreate): Promise<CreatedApiToken> =>
  http('/api/auth/api-tokens', {
    method: 'POST',
    json: body,
    skipSessionHandling: true,
    response: CreatedApiTokenSchema,
  });

export function useCreateApiToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createApiToken,
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
