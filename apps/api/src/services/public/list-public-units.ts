import type { PublicUnitList, PublicUnitListItem, PublicUnitListQuery, PublicUnitSort } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { publicUnitFiltersSql } from './public-unit-filters';
import { keysetPage, keysetRead, keysetSql } from './list-cursor';

type Row = Omit<PublicUnitListItem, 'issuanceDate' | 'retiredAt'> & {
  issuedAt: string;
  retiredAt: string | null;
  sortKey: string;
};

/** Each sort's key column, cast back from the cursor's text. */
const SORT_KEYS: Record<'issued' | 'volume' | 'serial', { column: SQL; cast: (key: string) => SQL }> = {
  issued: { column: sql`issued_at`, cast: (key) => sql`${key}::timestamptz` },
  volume: { column: sql`volume`, cast: (key) => sql`${key}::numeric` },
  serial: { column: sql`serial`, cast: (key) => sql`${key}::text` },
};

const sortOf = (sort: PublicUnitSort) => {
  const [key, direction] = sort.split('-') as ['issued' | 'volume' | 'serial', 'asc' | 'desc'];
  return { ...SORT_KEYS[key], descending: direction === 'desc' };
};

const toItem = ({ issuedAt, retiredAt, sortKey: _sortKey, ...row }: Row): PublicUnitListItem => ({
  ...row,
  issuanceDate: new Date(issuedAt).toISOString(),
  retiredAt: retiredAt ? new Date(retiredAt).toISOString() : null,
});

/**
 * GET /api/public/units: one page of the public unit list, keyset paged (no OFFSET, no count of every row),
 * so the 40,000th page costs what the first does. Reads public_units, which the publishing job keeps.
 *
 * In two steps: the page's blocks are chosen first, from the columns the filters and the order read, then only
 * those rows are read whole. In the default order the first step is answered by public_units_issued_idx alone,
 * which carries those columns (decision 132): a filter that passes over many rows reads index entries, not rows.
 */
export async function listPublicUnits(db: DbOrTx, query: PublicUnitListQuery): Promise<PublicUnitList> {
  const sort = sortOf(query.sort);
  const read = keysetRead(query, query.sort, sort.descending);
  const { beyond, orderBy } = keysetSql(read, { key: sort.column, serial: sql`serial` }, sort.cast);
  const where = [...publicUnitFiltersSql(query), ...(beyond ? [beyond] : [])];
  const rows = await queryRows<Row>(
    db,
    sql`with page as (
          select block_id from public_units
           ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
           order by ${orderBy}
           limit ${query.limit + 1})
        select block_id as id, serial, unit_type::text as "unitType", type_code as "typeCode", status::text as status,
          volume::text as volume, co2_abated::text as "co2Abated", issued_at::text as "issuedAt",
          production_year as "productionYear", fuel_producer as "fuelProducer", feedstock, scheme, countries,
          retired_at::text as "retiredAt", ${sort.column}::text as "sortKey"
        from page join public_units using (block_id)
       order by ${orderBy}`,
  );
  const page = keysetPage(rows, query.limit, read, query.sort);
  return { items: page.rows.map(toItem), nextCursor: page.nextCursor, prevCursor: page.prevCursor };
}
