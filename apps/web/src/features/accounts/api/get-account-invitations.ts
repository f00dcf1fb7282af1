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

/** GET /api/invitations?kind=authorisedRepresentative&status=pending&companyId=: unanswered invitations. */
export const getAccountInvitations = (companyId: string): Promise<AccountInvitation[]> =>
  http<AccountInvitation[]>('/api/invitations', { query: { kind: 'authorisedRepresentative', status: 'pending', companyId } });

/** The pending invitations to one account. */
export function useAccountInvitations(companyId: string, accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: accountKeys.invitations(accountId),
    queryFn: () => getAccountInvitations(companyId),
    enabled,
    select: (invitations) => invitations.filter((invitation) => invitation.accountId === accountId),
  });
}
