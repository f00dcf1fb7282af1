import { queryOptions, useQuery, keepPreviousData } from '@tanstack/react-query';
import type { StatisticsDimension, UnitType } from '@safc/domain';
import { publicRead } from '../../../lib/public-read';
import { publicKeys } from '../../../lib/query-keys/public';
import type { StatisticsFilters } from '../lib/statistics-filters';

export interface SeriesQuery extends StatisticsFilters {
  by: StatisticsDimension;
  type?: UnitType;
}

/** GET /api/public/statistics/series: one grouping of the registry's figures over a period (issue 42). */
export const getStatisticsSeries = (query: SeriesQuery) =>
  publicRead('/api/public/statistics/series', 'StatisticsSeriesSchema', { query: { ...query } });

// Public data like the landing page's: not retried, not refetched on focus; the previous figures stay while a
// new period loads.
export const statisticsSeriesQuery = (query: SeriesQuery) =>
  queryOptions({
    queryKey: publicKeys.statistics(query),
    queryFn: () => getStatisticsSeries(query),
    retry: false,
    refetchOnWindowFocus: false,
    staleTime: 60_000,
    placeholderData: keepPreviousData,
    meta: { silent: true },
  });

export function useStatisticsSeries(query: SeriesQuery) {
  return useQuery(statisticsSeriesQuery(query));
}
