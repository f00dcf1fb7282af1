import { useQuery } from '@tanstack/react-query';
import type { AccountStatus } from '@safc/domain';
import { http } from '../../../lib/http';

export interface InvitableAccount {
  id: string;
  name: string;
  status: AccountStatus;
}

/** GET /api/account: the selected company's accounts, to invite a colleague to one of them. */
export const getCompanyAccounts = (): Promise<InvitableAccount[]> => http<InvitableAccount[]>('/api/account');

export function useCompanyAccounts(enabled: boolean) {
  return useQuery({ queryKey: ['accounts', 'invitable'], queryFn: getCompanyAccounts, enabled });
}
