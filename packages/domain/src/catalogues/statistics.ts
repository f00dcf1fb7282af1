import { CONVERSION_PROCESS_LABELS } from './fuel';
import { countryName } from './countries';

// The public statistics' vocabulary (issue 42), apart from its schemas in contract/public-statistics.ts so the
// statistics page reads its address and words its labels without loading zod (decision 041).

/** What a series is grouped by: GET /api/public/statistics/series?by=. */
export const STATISTICS_DIMENSIONS = [
  'month',
  'feedstock',
  'process',
  'tier',
  'reduction',
  'producingCountry',
  'claimCountry',
] as const;
export type StatisticsDimension = (typeof STATISTICS_DIMENSIONS)[number];

/** A month as the series key it and its address: 'YYYY-MM', 2000-01 to 9999-12. */
export const STATISTICS_MONTH_PATTERN = /^(\d{4})-(0[1-9]|1[0-2])$/;

/** The key of a value an issuance did not state (an older form without a conversion process, no country). */
export const NOT_STATED_KEY = '';

/**
 * Emission reduction in bands of 10 percentage points, keyed by the band's lower bound: '0' holds everything
 * below 10 % (a reduction of zero or less included), '100' a reduction of 100 % or more (a negative LCA).
 * The publishing job files each unit under its band with this rule in SQL (REDUCTION_BAND_SQL in the API).
 */
export const REDUCTION_BAND_WIDTH = 10;
export const REDUCTION_BAND_TOP = 100;

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 2026' for '2026-03'. */
export const statisticsMonthLabel = (key: string): string => {
  const match = STATISTICS_MONTH_PATTERN.exec(key);
  return match ? `${MONTH_NAMES[Number(match[2]) - 1]} ${match[1]}` : key;
};

/** '60–70 %', 'Below 10 %', '100 % or more'. */
export const reductionBandLabel = (key: string): string => {
  const low = Number(key);
  if (!Number.isFinite(low)) return key;
  if (low >= REDUCTION_BAND_TOP) return `${REDUCTION_BAND_TOP} % or more`;
  if (low <= 0) return `Below ${REDUCTION_BAND_WIDTH} %`;
  return `${low}–${low + REDUCTION_BAND_WIDTH} %`;
};

/** How a series item's key reads, by what the series is grouped by. */
export function statisticsLabel(by: StatisticsDimension, key: string): string {
  if (key === NOT_STATED_KEY) return 'Not stated';
  switch (by) {
    case 'month':
      return statisticsMonthLabel(key);
    case 'process':
      return (CONVERSION_PROCESS_LABELS as Record<string, string>)[key] ?? key;
    case 'tier':
      return `Tier ${key}`;
    case 'reduction':
      return reductionBandLabel(key);
    case 'producingCountry':
    case 'claimCountry':
      return countryName(key) ?? key;
    case 'feedstock':
      return key;
  }
}
