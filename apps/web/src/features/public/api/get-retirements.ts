import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RetirementQuery } from '@safc/domain';
import { publicRead } from '../../../lib/public-read';
import { publicKeys } from '../../../lib/query-keys/public';

/** GET /api/public/retirements: one page of the public claimed-units table, newest claim first. */
export const getRetirements = (query: RetirementQuery) =>
  publicRead('/api/public/retirements', 'RetirementPageSchema', { query: { ...query } });

// Public data like the landing page's: not retried, not refetched on focus, and the page shows its own
// notice when it fails. The previous page stays on screen while the next one loads.
export const retirementsQuery = (query: RetirementQuery) =>
  queryOptions({
    queryKey: publicKeys.retirements(query),
    queryFn: () => getRetirements(query),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useRetirements(query: RetirementQuery) {
  return useQuery(retirementsQuery(query));
}
