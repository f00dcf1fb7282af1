import type { PublicUnitList, PublicUnitListQuery } from '@safc/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { publicRead } from '../../../lib/public-read';
import { publicUnitKeys } from '../../../lib/query-keys/public';

export type UnitListRequest = Partial<PublicUnitListQuery>;

/** GET /api/public/units: one keyset page of the public unit list. */
export const getPublicUnits = (query: UnitListRequest): Promise<PublicUnitList> =>
  publicRead('/api/public/units', 'PublicUnitListSchema', { query: { ...query } });

// Public data: not retried, not refetched on focus; the page shows its own notice when it fails, and the
// previous page stays on screen while the next loads.
export const publicUnitsQuery = (query: UnitListRequest) =>
  queryOptions({
    queryKey: publicUnitKeys.list(query),
    queryFn: () => getPublicUnits(query),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 30_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function usePublicUnits(query: UnitListRequest) {
  return useQuery(publicUnitsQuery(query));
}
