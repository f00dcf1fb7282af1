import { statisticsLabel, type StatisticsSeries, type StatisticsSeriesQuery } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';

/** The first day of a 'YYYY-MM' month, as the table keeps months. */
const firstDay = (month: string) => `${month}-01`;

/**
 * Items in the order a chart draws them: months and emission-reduction bands along their axis, tiers by
 * letter, everything else largest first (issued, then claimed), so a bar chart reads from the top.
 */
const ORDER = {
  month: sql`key`,
  reduction: sql`key::integer`,
  tier: sql`key`,
  other: sql`sum(issued_tonnes) desc, sum(claimed_tonnes) desc, key`,
};

/**
 * One series of the public statistics: the sums the publishing job keeps (public_statistics, decision 113)
 * over the months asked for, one item per key. A query over a few hundred rows whatever the ledger's size.
 */
export async function statisticsSeries(db: DbOrTx, query: StatisticsSeriesQuery): Promise<StatisticsSeries> {
  const order =
    query.by === 'month' || query.by === 'reduction' || query.by === 'tier' ? ORDER[query.by] : ORDER.other;
  const rows = await queryRows<{
    key: string;
    issuedTonnes: string;
    claimedTonnes: string;
    co2eAbatedTonnes: string;
    units: number | string;
  }>(
    db,
    sql`select key, sum(issued_tonnes)::numeric(20, 3)::text as "issuedTonnes",
               sum(claimed_tonnes)::numeric(20, 3)::text as "claimedTonnes",
               sum(co2e_abated_tonnes)::numeric(20, 3)::text as "co2eAbatedTonnes",
               sum(units)::bigint as units
          from public_statistics
         where dimension = ${query.by}
           ${query.from ? sql`and month >= ${firstDay(query.from)}::date` : sql``}
           ${query.to ? sql`and month <= ${firstDay(query.to)}::date` : sql``}
           ${query.type ? sql`and unit_type = ${query.type}` : sql``}
         group by key
        having sum(issued_tonnes) <> 0 or sum(claimed_tonnes) <> 0 or sum(units) <> 0
         order by ${order}`,
  );
  return {
    by: query.by,
    items: rows.map((row) => ({
      key: row.key,
      label: statisticsLabel(query.by, row.key),
      issuedTonnes: row.issuedTonnes,
      claimedTonnes: row.claimedTonnes,
      co2eAbatedTonnes: row.co2eAbatedTonnes,
      units: Number(row.units),
    })),
  };
}
