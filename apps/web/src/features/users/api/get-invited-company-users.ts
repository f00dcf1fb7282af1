import { useQuery } from '@tanstack/react-query';
import { http } from '../../../lib/http';
import { userKeys } from './user-keys';
import type { Invitation } from './user-types';

/** GET /api/users/invited/company?companyId=: pending invitations to the company and its accounts. */
export const getInvitedCompanyUsers = (companyId: string): Promise<Invitation[]> =>
  http<Invitation[]>('/api/users/invited/company', { query: { companyId } });

export function useInvitedCompanyUsers(companyId: string, enabled: boolean) {
  return useQuery({
    queryKey: userKeys.invitedToCompany(companyId),
    queryFn: () => getInvitedCompanyUsers(companyId),
    enabled,
  });
}
