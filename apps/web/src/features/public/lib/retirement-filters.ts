// The claimed-units table keeps its filters and its keyset page in the address (year, search, after, before,
// limit), so a shared link or the browser's Back shows the same rows. Values the API would refuse fall back
// to the defaults.

import { RETIREMENT_SEARCH_MAX_LENGTH, type RetirementExportBody, type RetirementQuery } from '@safc/domain';
import { pagingOf, setPaging } from './list-address';

/** The query of GET /api/public/retirements. */
export type RetirementFilters = RetirementQuery;

/** The API's limit on the search text (GET /api/public/retirements). */
export const SEARCH_MAX_LENGTH = RETIREMENT_SEARCH_MAX_LENGTH;

export function filtersFromSearchParams(params: URLSearchParams): RetirementFilters {
  const yearText = params.get('year');
  const year = yearText !== null && /^\d{4}$/.test(yearText) ? Number(yearText) : undefined;
  const search = params.get('search')?.trim().slice(0, SEARCH_MAX_LENGTH);
  return {
    retirementYear: year !== undefined && year >= 1900 ? year : undefined,
    search: search ? search : undefined,
    ...pagingOf(params),
  };
}

/** The address of the filters; defaults are left out so the plain /retirement stays plain. */
export function searchParamsOf(filters: RetirementFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.retirementYear !== undefined) params.set('year', String(filters.retirementYear));
  if (filters.search) params.set('search', filters.search);
  return setPaging(params, filters);
}

/** What the export filters on: the table's filters without its paging. */
export function exportBodyOf(filters: RetirementFilters): RetirementExportBody {
  return {
    ...(filters.retirementYear !== undefined && { retirementYear: filters.retirementYear }),
    ...(filters.search && { search: filters.search }),
  };
}

export const hasFilters = (filters: RetirementFilters): boolean =>
  filters.retirementYear !== undefined || filters.search !== undefined;

/**
 * Claim years to filter on: the years the claim form lets a claimant choose, this year and ten back. A future
 * year is disabled in the form (forms spec §5), so no claim has one and the filter does not offer it.
 */
export function claimYearChoices(currentYear: number): number[] {
  return Array.from({ length: 11 }, (_, index) => currentYear - index);
}
