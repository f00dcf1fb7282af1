import { useQuery } from '@tanstack/react-query';
import type { IssueRequest } from '@safc/domain';
import { http } from '../../../lib/http';
import type { IssuanceSummary } from './get-issuances';

/** GET /api/issuances/{id}: an issuance with the form it was submitted with ("Issue similar"). */
export interface IssuanceDetail extends IssuanceSummary {
  form: IssueRequest;
}

export const issuanceKey = (issuanceId: string | null) => ['issuances', 'detail', issuanceId] as const;

export const getIssuance = (issuanceId: string): Promise<IssuanceDetail> =>
  http<IssuanceDetail>(`/api/issuances/${encodeURIComponent(issuanceId)}`);

export function useIssuance(issuanceId: string | null) {
  return useQuery({
    queryKey: issuanceKey(issuanceId),
    queryFn: () => getIssuance(issuanceId as string),
    enabled: issuanceId !== null,
  });
}
