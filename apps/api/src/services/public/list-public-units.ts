import type { PublicUnitList, PublicUnitListItem, PublicUnitListQuery, PublicUnitSort } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { publicUnitFiltersSql } from './public-unit-filters';
import { decodeCursor, encodeCursor, type UnitListCursor } from './unit-list-cursor';

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

/** Rows after (or, reading backwards, before) the cursor: a row comparison the (key, serial) index serves. */
function beyond(cursor: UnitListCursor, forwardDescending: boolean): SQL {
  const { column, cast } = sortOf(cursor.sort);
  return forwardDescending
    ? sql`(${column}, serial) < (${cast(cursor.key)}, ${cursor.serial})`
    : sql`(${column}, serial) > (${cast(cursor.key)}, ${cursor.serial})`;
}

const toItem = ({ issuedAt, retiredAt, sortKey: _sortKey, ...row }: Row): PublicUnitListItem => ({
  ...row,
  issuanceDate: new Date(issuedAt).toISOString(),
  retiredAt: retiredAt ? new Date(retiredAt).toISOString() : null,
});

/**
 * GET /api/public/units: one page of the public unit list, keyset paged (no OFFSET, no count of every row),
 * so the 40,000th page costs what the first does. Reads public_units, which the publishing job keeps.
 */
export async function listPublicUnits(db: DbOrTx, query: PublicUnitListQuery): Promise<PublicUnitList> {
  const sort = sortOf(query.sort);
  const backwards = query.before !== undefined;
  const cursor = backwards
    ? decodeCursor(query.before ?? '', query.sort, 'before')
    : query.after !== undefined
      ? decodeCursor(query.after, query.sort, 'after')
      : undefined;
  // Reading backwards walks the index the other way and turns the rows round afterwards.
  const descending = sort.descending !== backwards;
  const where = [...publicUnitFiltersSql(query), ...(cursor ? [beyond(cursor, descending)] : [])];
  const direction = descending ? sql`desc` : sql`asc`;
  const rows = await queryRows<Row>(
    db,
    sql`select block_id as id, serial, unit_type::text as "unitType", type_code as "typeCode", status::text as status,
          volume::text as volume, co2_abated::text as "co2Abated", issued_at::text as "issuedAt",
          production_year as "productionYear", fuel_producer as "fuelProducer", feedstock, scheme, countries,
          retired_at::text as "retiredAt", ${sort.column}::text as "sortKey"
        from public_units
       ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
       order by ${sort.column} ${direction}, serial ${direction}
       limit ${query.limit + 1}`,
  );
  const more = rows.length > query.limit;
  const page = rows.slice(0, query.limit);
  if (backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorOf = (row: Row) => encodeCursor({ sort: query.sort, key: row.sortKey, serial: row.serial });
  return {
    items: page.map(toItem),
    nextCursor: last && (backwards || more) ? cursorOf(last) : null,
    prevCursor: first && (backwards ? more : cursor !== undefined) ? cursorOf(first) : null,
  };
}
