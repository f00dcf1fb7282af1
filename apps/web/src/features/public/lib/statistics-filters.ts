import { STATISTICS_MONTH_PATTERN, UNIT_TYPES, type UnitType } from '@safc/domain';

// The statistics page keeps its filters in its address (issue 42), so a view can be shared as a link and Back
// undoes a change: ?from=2026-01&to=2026-06&type=SAFcA. What the API would refuse is dropped, not sent.

export interface StatisticsFilters {
  from?: string;
  to?: string;
  type?: UnitType;
}

const monthOf = (value: string | null): string | undefined =>
  value && value.length === 7 && STATISTICS_MONTH_PATTERN.test(value) ? value : undefined;

export function statisticsFiltersOf(params: URLSearchParams): StatisticsFilters {
  const type = params.get('type');
  let from = monthOf(params.get('from'));
  let to = monthOf(params.get('to'));
  // A period given backwards is read the right way round rather than refused.
  if (from && to && from > to) [from, to] = [to, from];
  return {
    from,
    to,
    type: UNIT_TYPES.find((each) => each === type),
  };
}

export function searchParamsOfStatistics(filters: StatisticsFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.from) params.set('from', filters.from);
  if (filters.to) params.set('to', filters.to);
  if (filters.type) params.set('type', filters.type);
  return params;
}

/** 'YYYY-MM' of a date, in UTC as the registry counts months. */
export const monthKeyOf = (date: Date): string =>
  `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;

/** The months a period may start or end in: from January five years ago to this month, newest first. */
export function monthChoices(now: Date): string[] {
  const months: string[] = [];
  for (let year = now.getUTCFullYear(), month = now.getUTCMonth(); year > now.getUTCFullYear() - 6;) {
    months.push(`${year}-${String(month + 1).padStart(2, '0')}`);
    month -= 1;
    if (month < 0) [year, month] = [year - 1, 11];
  }
  return months;
}

/** The words of a period, for headings and file names: 'all time', 'from Jan 2026', 'Jan 2026 to Jun 2026'. */
export const periodFileSuffix = (filters: StatisticsFilters): string =>
  [filters.from ?? 'start', filters.to ?? 'now', filters.type ?? 'all-types'].join('_');
