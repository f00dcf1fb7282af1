import type { AccountMembershipRole } from '@safc/domain';
import { http } from '../../../lib/http';
import type { AccountView } from './account-types';
import { useAccountMutation } from './use-account-mutation';

/** PATCH /api/account/{id}/account-rep/{userId}/role */
export const changeAccountRepRole = (
  accountId: string,
  userId: string,
  role: AccountMembershipRole,
): Promise<AccountView> =>
  http<AccountView>(`/api/account/${accountId}/account-rep/${userId}/role`, {
    method: 'PATCH',
    json: { role },
  });

export const useChangeAccountRepRole = (accountId: string) =>
  useAccountMutation(({ userId, role }: { userId: string; role: AccountMembershipRole }) =>
    changeAccountRepRole(accountId, userId, role),
  );
