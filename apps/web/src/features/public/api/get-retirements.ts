import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { RetirementPageSchema, type RetirementQuery } from '@safc/domain';
import { http } from '../../../lib/http';
import { publicKeys } from '../../../lib/query-keys/public';

/** GET /api/public/retirements: one page of the public claimed-units table, newest claim first. */
export const getRetirements = (query: RetirementQuery) =>
  http('/api/public/retirements', {
    query: { ...query },
    token: null,
    skipSessionHandling: true,
    response: RetirementPageSchema,
  });

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
