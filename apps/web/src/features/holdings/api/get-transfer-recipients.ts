import { useQuery } from '@tanstack/react-query';
import type { AccountType } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/account/to-transfer: accounts that may receive units from the sending account. */
export interface TransferRecipient {
  id: string;
  name: string;
  type: AccountType;
  companyId: string;
  /** Null for a private company, whose name is not shown. */
  companyName: string | null;
}

export const transferRecipientsKey = (accountId: string) => ['accounts', 'to-transfer', accountId] as const;

/** At most 500 accounts by name; `total` says how many match. */
export interface TransferRecipients {
  items: TransferRecipient[];
  total: number;
}

export const getTransferRecipients = (accountId: string): Promise<TransferRecipients> =>
  http<TransferRecipients>('/api/account/to-transfer', { query: { accountId } });

export function useTransferRecipients(accountId: string, enabled: boolean) {
  return useQuery({
    queryKey: transferRecipientsKey(accountId),
    queryFn: () => getTransferRecipients(accountId),
    enabled,
  });
}
