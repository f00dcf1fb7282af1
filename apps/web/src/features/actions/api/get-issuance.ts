import { useQuery } from '@tanstack/react-query';
import type { IssuanceStatus, IssueRequest, SustainabilityTier } from '@safc/domain';
import { http } from '../../../lib/http';

/** GET /api/issuances/{id}: what the administrator reviews before approving an issuance. */
export interface IssuanceUnderReview {
  id: string;
  status: IssuanceStatus;
  batchNumber: string;
  volume: string;
  co2Abated: string;
  emissionReduction: string;
  adjustedLca: string | null;
  tier: SustainabilityTier;
  typeCode: string;
  documentationType: 'pos' | 'poc';
  form: IssueRequest;
  documents: { id: string; originalName: string; contentType: string; sizeBytes: number }[];
}

export function useIssuanceUnderReview(issuanceId: string | null) {
  return useQuery({
    queryKey: ['issuances', 'detail', issuanceId],
    queryFn: () => http<IssuanceUnderReview>(`/api/issuances/${encodeURIComponent(issuanceId as string)}`),
    enabled: issuanceId !== null,
  });
}
