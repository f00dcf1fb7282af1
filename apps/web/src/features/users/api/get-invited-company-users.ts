import { useQuery } from '@tanstack/react-query';
import { InvitationSchema, type Invitation } from '@safc/domain';
import { z } from 'zod';
import { http } from '../../../lib/http';
import { invitationKeys } from '../../../lib/query-keys/users';

/** GET /api/users/invited/company?companyId=: pending invitations to the company and its accounts. */
export const getInvitedCompanyUsers = (companyId: string): Promise<Invitation[]> =>
  http('/api/users/invited/company', { query: { companyId }, response: z.array(InvitationSchema) });

export function useInvitedCompanyUsers(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: invitationKeys.toCompany(companyId),
    queryFn: () => getInvitedCompanyUsers(companyId),
    enabled,
  });
}
