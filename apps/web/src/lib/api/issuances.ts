import { useQuery } from '@tanstack/react-query';
import { IssuanceDetailSchema, type IssuanceDetail } from '@safc/domain';
import { http } from '../http';
import { issuanceKeys } from '../query-keys/issuances';

/**
 * GET /api/issuances/{id}: an issuance with the form it was submitted with and its documents. The Actions
 * page shows it to the administrator who decides; the Issuance page starts "Issue similar" from it.
 */
export const getIssuance = (issuanceId: string): Promise<IssuanceDetail> =>
  http(`/api/issuances/${encodeURIComponent(issuanceId)}`, { response: IssuanceDetailSchema });

export function useIssuance(issuanceId: string | null) {
  return useQuery({
    queryKey: issuanceKeys.detail(issuanceId),
    queryFn: () => getIssuance(issuanceId as string),
    enabled: issuanceId !== null,
  });
}
