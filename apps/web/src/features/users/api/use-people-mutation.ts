import { useMutation, useQueryClient } from '@tanstack/react-query';
import { accountKeys } from '../../../lib/query-keys/accounts';
import { invitationKeys, userKeys } from '../../../lib/query-keys/users';

/**
 * A change to a person or an invitation: user lists and views, invitations and accounts (members) are
 * refetched. The signed-in user's own profile ('users', 'me') is under 'users' too.
 */
export function usePeopleMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  meta?: { silent?: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: userKeys.all }),
        client.invalidateQueries({ queryKey: invitationKeys.all }),
        client.invalidateQueries({ queryKey: accountKeys.all }),
      ]),
  });
}
