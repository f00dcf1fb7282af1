import type { StatisticsSeries, StatisticsSeriesItem } from '@safc/domain';
import type { Figures } from '../../../components/charts/figures';

// The statistics page's figures per chart, from the API's series (issue 42): what the chart draws, the table
// lists and the CSV holds.

const ISSUED = { label: 'Issued (t)', numeric: true };
const CLAIMED = { label: 'Claimed (t)', numeric: true };
const CO2E = { label: 'CO2e abated (t)', numeric: true };
const UNITS = { label: 'Units', numeric: true };

/** One row per item: its label, issued and claimed tonnes, CO2e abated and units. */
export const itemFigures = (heading: string, series: StatisticsSeries | undefined): Figures => ({
  columns: [{ label: heading }, ISSUED, CLAIMED, CO2E, UNITS],
  rows: (series?.items ?? []).map((item) => [
    item.label,
    item.issuedTonnes,
    item.claimedTonnes,
    item.co2eAbatedTonnes,
    item.units,
  ]),
});

/** By claim country only claimed units count (a unit has a claim country once claimed): no issued column. */
export const claimCountryFigures = (series: StatisticsSeries | undefined): Figures => ({
  columns: [
    { label: 'Claim country' },
    CLAIMED,
    { label: 'CO2e abated by the claimed units (t)', numeric: true },
    { label: 'Units claimed', numeric: true },
  ],
  rows: (series?.items ?? []).map((item) => [
    item.label,
    item.claimedTonnes,
    item.co2eAbatedTonnes,
    item.units,
  ]),
});

const ZERO = '0.000';

/**
 * Months stacked by unit type: one row per month in either series, issued and claimed of each type. The
 * months of both series, in order, so a month with SAFcE only still shows.
 */
export function monthByTypeFigures(
  safca: StatisticsSeries | undefined,
  safce: StatisticsSeries | undefined,
): Figures {
  const itemsOf = (series: StatisticsSeries | undefined) => {
    const items = new Map<string, StatisticsSeriesItem>();
    for (const item of series?.items ?? []) items.set(item.key, item);
    return items;
  };
  const [a, e] = [itemsOf(safca), itemsOf(safce)];
  const months = [...new Set([...a.keys(), ...e.keys()])].sort();
  return {
    columns: [
      { label: 'Month' },
      { label: 'Issued SAFcA (t)', numeric: true },
      { label: 'Issued SAFcE (t)', numeric: true },
      { label: 'Claimed SAFcA (t)', numeric: true },
      { label: 'Claimed SAFcE (t)', numeric: true },
    ],
    rows: months.map((month) => [
      (a.get(month) ?? e.get(month))!.label,
      a.get(month)?.issuedTonnes ?? ZERO,
      e.get(month)?.issuedTonnes ?? ZERO,
      a.get(month)?.claimedTonnes ?? ZERO,
      e.get(month)?.claimedTonnes ?? ZERO,
    ]),
  };
}

/** A column of the figures as numbers, for drawing only. */
export const columnNumbers = (figures: Figures, column: number): number[] =>
  figures.rows.map((row) => Number(row[column] ?? 0));
