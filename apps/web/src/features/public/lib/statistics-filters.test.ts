import { StatisticsSeriesQuerySchema } from '@safc/domain';
import { describe, expect, it } from 'vitest';
import { monthChoices, searchParamsOfStatistics, statisticsFiltersOf } from './statistics-filters';

describe('the statistics page address (issue 42)', () => {
  it('reads what the API accepts and drops the rest', () => {
    expect(statisticsFiltersOf(new URLSearchParams('from=2026-01&to=2026-06&type=SAFcE'))).toEqual({
      from: '2026-01',
      to: '2026-06',
      type: 'SAFcE',
    });
    expect(statisticsFiltersOf(new URLSearchParams('from=2026-13&to=soon&type=SAFcX'))).toEqual({
      from: undefined,
      to: undefined,
      type: undefined,
    });
    expect(statisticsFiltersOf(new URLSearchParams('from=2026-06&to=2026-01'))).toMatchObject({
      from: '2026-01',
      to: '2026-06',
    });
  });

  it('writes an address whose filters the API accepts as they are', () => {
    for (const search of ['', 'from=2025-02', 'to=2026-11&type=SAFcA', 'from=2026-06&to=2026-01']) {
      const filters = statisticsFiltersOf(new URLSearchParams(search));
      const written = searchParamsOfStatistics(filters);
      expect(statisticsFiltersOf(written)).toEqual(filters);
      const parsed = StatisticsSeriesQuerySchema.safeParse({ by: 'month', ...Object.fromEntries(written) });
      expect(parsed.success, search).toBe(true);
    }
  });

  it('offers this month first and six calendar years of months', () => {
    const months = monthChoices(new Date(Date.UTC(2026, 11, 2)));
    expect(months[0]).toBe('2026-12');
    expect(months.at(-1)).toBe('2021-01');
    expect(months).toHaveLength(72);
  });
});
