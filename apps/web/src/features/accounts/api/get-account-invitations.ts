import { useQuery } from '@tanstack/react-query';
import { InvitationSchema, type Invitation } from '@safc/domain';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { invitationKeys } from '../../../lib/query-keys/users';

/** GET /api/users/invited/account?accountId=: the invitations to the account still to be answered. */
export const getAccountInvitations = (accountId: string): Promise<Invitation[]> =>
  http('/api/users/invited/account', { query: { accountId }, response: z.array(InvitationSchema) });

export function useAccountInvitations(accountId: string) {
  return useQuery({
    queryKey: invitationKeys.toAccount(accountId),
    queryFn: () => getAccountInvitations(accountId),
  });
}
