import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { tokensKey } from './get-tokens';

/** DELETE /api/auth/token/{id}: the token stops working at once, on every API process. */
export const revokeToken = (tokenId: string): Promise<void> =>
  http<void>(`/api/auth/token/${tokenId}`, { method: 'DELETE' });

export function useRevokeToken() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: revokeToken,
    onSuccess: () => client.invalidateQueries({ queryKey: tokensKey }),
  });
}
