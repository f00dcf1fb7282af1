import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  UNIT_LIST_PAGE_SIZE,
  UnitListSchema,
  type ListMode,
  type UnitList,
  type UnitSummary,
} from '@safc/domain';
import { http } from '../../../lib/http';
import { unitKeys, type UnitsQuery } from '../../../lib/query-keys/units';

export type { ListMode };

/** One block of GET /api/units: the UnitSummary of @safc/domain. Volumes are decimal strings. */
export type UnitRow = UnitSummary;

export type { UnitsQuery };

/** A row of the holdings list: in tree mode its depth in the chain, and whether the listed account holds it. */
export interface ListedUnit {
  row: UnitRow;
  depth: number;
  /** False for blocks of the chain held by another account: shown for custody, not acted on here. */
  inAccount: boolean;
}

/** One page of GET /api/units: without a status, superseded blocks are left out. */
export const getUnits = (query: UnitsQuery, cursor: string | null): Promise<UnitList> =>
  http('/api/units', {
    query: { ...query, limit: UNIT_LIST_PAGE_SIZE, ...(cursor ? { cursor } : {}) },
    response: UnitListSchema,
  });

/**
 * The holdings list a page at a time (the tree too, sent flat in reading order): `rows` holds the pages
 * fetched so far, `total` the whole list's rows, `fetchNextPage` the next page while `hasNextPage`.
 */
export function useUnits(query: UnitsQuery) {
  const pages = useInfiniteQuery({
    queryKey: unitKeys.list(query),
    queryFn: ({ pageParam }) => getUnits(query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
  const rows: ListedUnit[] =
    pages.data?.pages.flatMap((page) =>
      page.items.map((item) => ({ row: item, depth: item.depth, inAccount: item.inAccount })),
    ) ?? [];
  return { ...pages, rows, total: pages.data?.pages[0]?.total };
}
