import { requestKeys } from '../../../lib/query-keys/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';
import type { AccountChange } from './account-types';
import type { AccountCreateForm } from '../lib/account-forms';

/** POST /api/account, multipart: name, type, requiredSignatures and documents; the account awaits review. */
export const createAccount = (form: AccountCreateForm): Promise<AccountChange> =>
  http<AccountChange>('/api/account', {
    method: 'POST',
    form: {
      name: form.name,
      type: form.type,
      requiredSignatures: form.requiredSignatures,
      documents: form.documents as File[],
    },
  });

export function useCreateAccount() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAccount,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
      ]),
    // The dialog shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}
