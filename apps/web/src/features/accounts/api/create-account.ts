import { requestKeys } from '../../../lib/query-keys/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountChangeSchema, type AccountChange } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from '../../../lib/query-keys/accounts';
import type { AccountCreateForm } from '../lib/account-forms';

/** POST /api/account, multipart: name, type, requiredSignatures and documents; the account awaits review. */
export const createAccount = (form: AccountCreateForm): Promise<AccountChange> =>
  http('/api/account', {
    response: AccountChangeSchema,
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
