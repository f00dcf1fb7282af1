import { requestKeys } from '../../../lib/query-keys/requests';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AccountChangeSchema, type AccountChange } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from '../../../lib/query-keys/accounts';
import type { AccountEditForm } from '../lib/account-forms';

/**
 * PATCH /api/account/{id}, multipart: a new name, required signatures, more documents. A representative's
 * rename goes to an administrator (AccountDetailsChangeRequest); the answer names the request.
 */
export const editAccount = (accountId: string, form: AccountEditForm): Promise<AccountChange> =>
  http(`/api/account/${accountId}`, {
    response: AccountChangeSchema,
    method: 'PATCH',
    form: {
      name: form.name,
      requiredSignatures: form.requiredSignatures,
      documents: form.documents as File[],
    },
  });

export function useEditAccount(accountId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (form: AccountEditForm) => editAccount(accountId, form),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: accountKeys.all }),
        client.invalidateQueries({ queryKey: requestKeys.all }),
      ]),
    // The dialog shows a refused field under it and sends anything else to the error dialog itself.
    meta: { silent: true },
  });
}
