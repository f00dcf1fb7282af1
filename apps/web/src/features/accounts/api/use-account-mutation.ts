import { requestKeys } from '../../../lib/query-keys/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from './account-keys';

/**
 * A change to one account: afterwards its view, the account lists and the pending requests are refetched
 * (a status or a member changes what lists and the bell show).
 */
export function useAccountMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  meta?: { silent?: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
      ]),
  });
}
