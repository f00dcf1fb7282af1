import type { InclusionProof } from '@safc/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/public-read';
import { publicUnitKeys } from '../../../lib/query-keys/public';

/** GET /api/public/proof/inclusion: the proof that a unit's claim is in the signed public log. */
export const getInclusionProof = (serial: string): Promise<InclusionProof> =>
  publicRead('/api/public/proof/inclusion', 'InclusionProofSchema', {
    query: { unit: serial, kind: 'claimed' },
  });

export const inclusionProofQuery = (serial: string) =>
  queryOptions({
    queryKey: publicUnitKeys.inclusion(serial),
    queryFn: () => getInclusionProof(serial),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    meta: { silent: true },
  });

export function useInclusionProof(serial: string, enabled: boolean) {
  return useQuery({ ...inclusionProofQuery(serial), enabled });
}
