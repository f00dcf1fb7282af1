import { AccountViewSchema, type AccountMembershipRole, type AccountView } from '@safc/domain';
import { http } from '../../../lib/http';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/account-rep/{userId}/role */
export const changeAccountRepRole = (
  accountId: string,
  userId: string,
  role: AccountMembershipRole,
): Promise<AccountView> =>
  http(`/api/account/${accountId}/account-rep/${userId}/role`, {
    method: 'PATCH',
    json: { role },
    response: AccountViewSchema,
  });

export const useChangeAccountRepRole = (accountId: string) =>
  useAccountMutation(({ userId, role }: { userId: string; role: AccountMembershipRole }) =>
    changeAccountRepRole(accountId, userId, role),
  );
