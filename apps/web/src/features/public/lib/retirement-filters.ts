// The claimed-units table keeps its filters in the address (year, search, page, page size), so a shared
// link or the browser's Back shows the same rows. Values the API would refuse fall back to the defaults.

import { RETIREMENT_SEARCH_MAX_LENGTH, type RetirementExportBody, type RetirementQuery } from '@safc/domain';

/** The query of GET /api/public/retirements; page is 1-based, as the API counts. */
export type RetirementFilters = RetirementQuery;

export const PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 25;
/** The API's limit on the search text (GET /api/public/retirements). */
export const SEARCH_MAX_LENGTH = RETIREMENT_SEARCH_MAX_LENGTH;

const positiveInteger = (value: string | null): number | undefined =>
  value !== null && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

export function filtersFromSearchParams(params: URLSearchParams): RetirementFilters {
  const year = positiveInteger(params.get('year'));
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  const size = positiveInteger(params.get('pageSize'));
  return {
    retirementYear: year !== undefined && year >= 1900 && year <= 9999 ? year : undefined,
    search: search ? search : undefined,
    page: positiveInteger(params.get('page')) ?? 1,
    pageSize: PAGE_SIZES.find((allowed) => allowed === size) ?? DEFAULT_PAGE_SIZE,
  };
}

/** The address of the filters; defaults are left out so the plain /retirement stays plain. */
export function searchParamsOf(filters: RetirementFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.retirementYear !== undefined) params.set('year', String(filters.retirementYear));
  if (filters.search) params.set('search', filters.search);
  if (filters.page > 1) params.set('page', String(filters.page));
  if (filters.pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(filters.pageSize));
  return params;
}

/** What POST /api/public/export filters on: the table's filters without its paging. */
export function exportBodyOf(filters: RetirementFilters): RetirementExportBody {
  return {
    ...(filters.retirementYear !== undefined && { retirementYear: filters.retirementYear }),
    ...(filters.search && { search: filters.search }),
  };
}

export const hasFilters = (filters: RetirementFilters): boolean =>
  filters.retirementYear !== undefined || filters.search !== undefined;

/** Claim years to filter on: the claim form accepts up to two years ahead and ten back (forms spec §5). */
export function claimYearChoices(currentYear: number): number[] {
  return Array.from({ length: 13 }, (_, index) => currentYear + 2 - index);
}
