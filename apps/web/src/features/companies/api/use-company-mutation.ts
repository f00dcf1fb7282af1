import { accountKeys } from '../../../lib/query-keys/accounts';
import { requestKeys } from '../../../lib/query-keys/requests';
import { userKeys } from '../../../lib/query-keys/users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companyKeys } from '../../../lib/query-keys/companies';

/**
 * A change to a company: its view, the company lists, the requests, and the profile (a company's status
 * and the user's own onboarding state come with /api/users/me) are refetched.
 */
export function useCompanyMutation<Input, Result>(
  mutationFn: (input: Input) => Promise<Result>,
  meta?: { silent?: boolean },
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn,
    meta,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: companyKeys.all }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: userKeys.me() }),
      ]),
  });
}
