import { useQuery } from '@tanstack/react-query';
import type { ActionStatus, IssuanceStatus } from '@safc/domain';
import { http } from '../../../lib/http';

/** The exchange between the administrator and the initiator while clarification is requested. */
export interface Clarification {
  thread: { role: 'question' | 'answer'; comment: string; by: string; at: string }[];
}

/** One issuance of GET /api/issuances (docs/api/ledger.md "IssuanceSummary"). */
export interface IssuanceSummary {
  id: string;
  status: IssuanceStatus;
  accountId: string;
  accountName: string;
  companyId: string;
  companyName: string;
  initiatorId: string;
  initiatorName: string;
  actionId: string | null;
  actionStatus: ActionStatus | null;
  signatures: number;
  requiredSignatures: number;
  volume: string;
  typeCode: string;
  batchNumber: string;
  serial: string | null;
  blockId: string | null;
  clarification: Clarification | null;
  createdAt: string;
}

export const issuancesKey = ['issuances', 'list'] as const;

export const getIssuances = (): Promise<{ items: IssuanceSummary[]; total: number }> =>
  http<{ items: IssuanceSummary[]; total: number }>('/api/issuances', { query: { pageSize: 100 } });

export function useIssuances() {
  return useQuery({ queryKey: issuancesKey, queryFn: getIssuances });
}
