import {
  statisticsLabel,
  STATISTICS_DIMENSIONS,
  type StatisticsDimension,
  type StatisticsSeries,
  type StatisticsSeriesQuery,
  type UnitType,
} from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** Sums of a key: exact thousandths of a tonne, and units. */
interface Totals {
  key: string;
  issued: bigint;
  claimed: bigint;
  co2eAbated: bigint;
  units: number;
}

/**
 * One key's kept sums of one unit type month by month, as running totals: totals[i] holds months[0] to
 * months[i] together, so a period's sum is one subtraction whatever its length.
 */
interface RunningTotals {
  key: string;
  unitType: UnitType;
  /** 'YYYY-MM' ascending, as the series' addresses write months (they compare as text in calendar order). */
  months: string[];
  totals: Totals[];
}

/**
 * Every sum the publishing job keeps (public_statistics, decision 113), by grouping: 12,145 rows at a million
 * blocks (bench/results/statistics.md), one per month, unit type and key. A process reads them once per
 * publication and answers every series from them (decision 133): a series in SQL per request cost the database
 * a sum over its grouping's rows, on which 50 clients asking for varied periods queued.
 */
export type StatisticsSums = ReadonlyMap<StatisticsDimension, readonly RunningTotals[]>;

const none = (key: string): Totals => ({ key, issued: 0n, claimed: 0n, co2eAbated: 0n, units: 0 });

function add(into: Totals, more: Totals): void {
  into.issued += more.issued;
  into.claimed += more.claimed;
  into.co2eAbated += more.co2eAbated;
  into.units += more.units;
}

function subtract(from: Totals, less: Totals): void {
  from.issued -= less.issued;
  from.claimed -= less.claimed;
  from.co2eAbated -= less.co2eAbated;
  from.units -= less.units;
}

/** public_statistics whole, as running totals per grouping, unit type and key. */
export async function readStatisticsSums(db: DbOrTx): Promise<StatisticsSums> {
  const rows = await queryRows<{
    dimension: StatisticsDimension;
    month: string;
    unitType: UnitType;
    key: string;
    issued: string;
    claimed: string;
    co2eAbated: string;
    units: number;
  }>(
    db,
    // numeric(20, 3) times 1000 is a whole number of up to 20 digits: read as text, it becomes a BigInt exactly.
    sql`select dimension, to_char(month, 'YYYY-MM') as month, unit_type as "unitType", key,
               (issued_tonnes * 1000)::numeric(23, 0)::text as issued,
               (claimed_tonnes * 1000)::numeric(23, 0)::text as claimed,
               (co2e_abated_tonnes * 1000)::numeric(23, 0)::text as "co2eAbated",
               units
          from public_statistics
         order by dimension, unit_type, key, month`,
  );
  const sums = new Map<StatisticsDimension, RunningTotals[]>(STATISTICS_DIMENSIONS.map((by) => [by, []]));
  // The rows come grouped by dimension, unit type and key: a new group starts where any of the three changes.
  let current: RunningTotals | undefined;
  let currentDimension: StatisticsDimension | undefined;
  for (const row of rows) {
    const ofDimension = sums.get(row.dimension);
    if (!ofDimension) continue;
    if (row.dimension !== currentDimension || row.unitType !== current?.unitType || row.key !== current.key) {
      current = { key: row.key, unitType: row.unitType, months: [], totals: [] };
      currentDimension = row.dimension;
      ofDimension.push(current);
    }
    const running = { ...(current.totals.at(-1) ?? none(row.key)) };
    add(running, {
      key: row.key,
      issued: BigInt(row.issued),
      claimed: BigInt(row.claimed),
      co2eAbated: BigInt(row.co2eAbated),
      units: Number(row.units),
    });
    current.months.push(row.month);
    current.totals.push(running);
  }
  return sums;
}

/** The running totals up to and including `month` (undefined: all of them); none before the first month. */
function upTo(running: RunningTotals, month: string | undefined): Totals | undefined {
  if (month === undefined) return running.totals.at(-1);
  // The last month at or before `month`, by bisection.
  let [low, high] = [0, running.months.length];
  while (low < high) {
    const middle = (low + high) >> 1;
    if (running.months[middle]! <= month) low = middle + 1;
    else high = middle;
  }
  return low === 0 ? undefined : running.totals[low - 1];
}

/** The month before a 'YYYY-MM' month. */
function monthBefore(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 1 ? `${year - 1}-12` : `${year}-${String(number - 1).padStart(2, '0')}`;
}

const byKey = (a: Totals, b: Totals) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
const descending = (a: bigint, b: bigint) => (a > b ? -1 : a < b ? 1 : 0);

/**
 * Items in the order a chart draws them: months and emission-reduction bands along their axis, tiers by
 * letter, everything else largest first (issued, then claimed), so a bar chart reads from the top.
 */
const ORDER: Record<StatisticsDimension, (a: Totals, b: Totals) => number> = {
  month: byKey,
  tier: byKey,
  reduction: (a, b) => Number(a.key) - Number(b.key),
  feedstock: largestFirst,
  process: largestFirst,
  producingCountry: largestFirst,
  claimCountry: largestFirst,
};

function largestFirst(a: Totals, b: Totals): number {
  return descending(a.issued, b.issued) || descending(a.claimed, b.claimed) || byKey(a, b);
}

/** Exact thousandths of a tonne as the API writes tonnes: '1234.500', '-0.250'. */
function tonnes(thousandths: bigint): string {
  const magnitude = thousandths < 0n ? -thousandths : thousandths;
  const sign = thousandths < 0n ? '-' : '';
  return `${sign}${magnitude / 1000n}.${String(magnitude % 1000n).padStart(3, '0')}`;
}

/**
 * One series of the public statistics: the kept sums of one grouping within the months and unit type asked
 * for, one item per key that holds anything. Each key's period costs two bisections, not a pass over months.
 */
export function statisticsSeries(sums: StatisticsSums, query: StatisticsSeriesQuery): StatisticsSeries {
  const totals = new Map<string, Totals>();
  const lastMonthBefore = query.from ? monthBefore(query.from) : undefined;
  for (const running of sums.get(query.by) ?? []) {
    if (query.type && running.unitType !== query.type) continue;
    const through = upTo(running, query.to);
    if (!through) continue;
    let total = totals.get(running.key);
    if (!total) {
      total = none(running.key);
      totals.set(running.key, total);
    }
    add(total, through);
    const before = lastMonthBefore ? upTo(running, lastMonthBefore) : undefined;
    if (before) subtract(total, before);
  }
  const items = [...totals.values()]
    .filter((total) => total.issued !== 0n || total.claimed !== 0n || total.units !== 0)
    .sort(ORDER[query.by]);
  return {
    by: query.by,
    items: items.map((total) => ({
      key: total.key,
      label: statisticsLabel(query.by, total.key),
      issuedTonnes: tonnes(total.issued),
      claimedTonnes: tonnes(total.claimed),
      co2eAbatedTonnes: tonnes(total.co2eAbated),
      units: total.units,
    })),
  };
}

/**
 * The kept sums as of a publication (its ETag, PublishedState): read once when a publication is first asked
 * for, shared by every request meanwhile; a failed read is not kept, the next request tries again.
 */
export function statisticsSumsPerPublication(db: DbOrTx): (etag: string) => Promise<StatisticsSums> {
  let held: { etag: string; sums: Promise<StatisticsSums> } | undefined;
  return (etag) => {
    if (held?.etag !== etag) {
      const entry = { etag, sums: readStatisticsSums(db) };
      held = entry;
      entry.sums.catch(() => {
        if (held === entry) held = undefined;
      });
    }
    return held.sums;
  };
}
