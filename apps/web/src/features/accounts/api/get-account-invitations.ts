import { useQuery } from '@tanstack/react-query';
import type { AccountMembershipRole, InvitationStatus } from '@safc/domain';
import { http } from '../../../lib/http';
import { accountKeys } from './account-keys';

export interface AccountInvitation {
  id: string;
  email: string;
  status: InvitationStatus;
  accountId: string | null;
  accountRole: AccountMembershipRole | null;
  expiresAt: string;
  createdAt: string;
}

/** GET /api/users/invited/account?accountId=: the invitations to the account still to be answered. */
export const getAccountInvitations = (accountId: string): Promise<AccountInvitation[]> =>
  http<AccountInvitation[]>('/api/users/invited/account', { query: { accountId } });

export function useAccountInvitations(accountId: string) {
  return useQuery({
    queryKey: accountKeys.invitations(accountId),
    queryFn: () => getAccountInvitations(accountId),
  });
}
