import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RevokedApiTokensSchema, type RevokedApiTokens } from '@safc/domain';
import { http } from '../../../lib/http';
import { tokenKeys } from '../../../lib/query-keys/tokens';

/** POST /api/auth/api-tokens/revoke-all: every API token of the user stops working (decision 091). */
export const revokeAllApiTokens = (): Promise<RevokedApiTokens> =>
  http('/api/auth/api-tokens/revoke-all', { method: 'POST', response: RevokedApiTokensSchema });

export function useRevokeAllApiTokens() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeAllApiTokens,
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
