import { requestKeys } from '../../../lib/query-keys/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys/accounts';
import { invitationKeys } from '../../../lib/query-keys/users';

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
        // An invitation to the account is sent or revoked from its page.
        client.invalidateQueries({ queryKey: invitationKeys.all }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
      ]),
  });
}
