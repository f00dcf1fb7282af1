import { useMutation, useQueryClient } from '@tanstack/react-query';
import { NoContentSchema } from '@safc/domain';
import { http } from '../../../lib/http';
import { tokenKeys } from '../../../lib/query-keys/tokens';

/** DELETE /api/auth/token/{id}: the token stops working at once, on every API process. */
export const revokeToken = (tokenId: string): Promise<void> =>
  http(`/api/auth/token/${tokenId}`, { method: 'DELETE', response: NoContentSchema }).then(() => undefined);

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => client.invalidateQueries({ queryKey: tokenKeys.all }),
  });
}
