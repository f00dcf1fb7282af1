import type { PublicUnitList, PublicUnitListItem, PublicUnitListQuery, PublicUnitSort } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { sqlArray } from '../../db/sql-array';
import { blockFiltersSql, issuanceFiltersSql, publicUnitFiltersSql } from './public-unit-filters';
import { keysetPage, keysetRead, keysetSql, type KeysetRead } from './list-cursor';
import { couldBeInSerial, pageOfMatches, substringSearch, substringSearchSql } from './substring-search';

type Row = Omit<PublicUnitListItem, 'issuanceDate' | 'retiredAt'> & {
  issuedAt: string;
  retiredAt: string | null;
  sortKey: string;
};

/**
 * Each sort's key column of public_units `u`, cast back from the cursor's text. Qualified: the page's select
 * names its text output columns as the table's (`volume::text as volume`), and an unqualified ORDER BY would
 * sort by the text ("10.000" before "9.000").
 */
const SORT_KEYS: Record<'issued' | 'volume' | 'serial', { column: SQL; cast: (key: string) => SQL }> = {
  issued: { column: sql`u.issued_at`, cast: (key) => sql`${key}::timestamptz` },
  volume: { column: sql`u.volume`, cast: (key) => sql`${key}::numeric` },
  serial: { column: sql`u.serial`, cast: (key) => sql`${key}::text` },
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
 * Matching issuances the walk below reads in its first step (more when the last of them shares its instant);
 * each further step reads twice as many, so an issuance giving no block (its kinds are a status and a unit type
 * each listed, never together) costs at most a few more statements, however many there are.
 */
const ISSUANCES_FIRST_STEP = 8;

/**
 * The blocks of the page in the default order (newest issuance first) when nothing is searched, found issuance
 * by issuance (decision 134): the issuances the filters may match are walked in issuance order in
 * public_issuances, and each gives its blocks beyond the cursor from public_units_issued_idx alone. A filter
 * that matches little or nothing reads a few thousand issuance rows, not the rest of a million-row index.
 *
 * The walk goes a step of matching issuances at a time, each step one statement, until the page is full: the
 * planner cannot know how many blocks an issuance gives, guesses one, and left to itself it read every issuance
 * before the cursor and sorted all their blocks (2,000 issuances at the end of the list). A step ends at an
 * instant (its `edge`): issuances issued at the same instant are in the same step, merged by serial. The steps
 * and the read of the page's rows are separate statements: a publication between them can only leave a row out.
 */
async function blocksByIssuance(
  db: DbOrTx,
  query: PublicUnitListQuery,
  read: KeysetRead<PublicUnitSort>,
  issuance?: SQL,
): Promise<string[]> {
  const direction = read.descending ? sql`desc` : sql`asc`;
  const within = read.descending ? sql`>=` : sql`<=`;
  const { beyond } = keysetSql(
    read,
    { key: SORT_KEYS.issued.column, serial: sql`u.serial` },
    SORT_KEYS.issued.cast,
  );
  const blocks = [
    sql`u.issued_at = i.issued_at`,
    sql`u.issuance_id = i.issuance_id`,
    ...blockFiltersSql(query),
    ...(beyond ? [beyond] : []),
  ];
  const key = read.cursor ? SORT_KEYS.issued.cast(read.cursor.key) : undefined;
  let from = key ? (read.descending ? sql`i.issued_at <= ${key}` : sql`i.issued_at >= ${key}`) : undefined;
  const found: string[] = [];
  for (let step = ISSUANCES_FIRST_STEP; ; step *= 2) {
    const issuances = sql.join(
      [...issuanceFiltersSql(query), ...(issuance ? [issuance] : []), ...(from ? [from] : [])],
      sql` and `,
    );
    const [walked] = await queryRows<{ edge: string | null; blocks: string[] }>(
      db,
      sql`with edge as (
            select i.issued_at from public_issuances i where ${issuances}
             order by i.issued_at ${direction} offset ${step - 1} limit 1)
          select (select issued_at::text from edge) as edge, array(
            select u.block_id from public_issuances i
             cross join lateral (
               select u.block_id, u.serial from public_units u
                where ${sql.join(blocks, sql` and `)}
                order by u.serial ${direction}
                limit ${query.limit + 1 - found.length}) u
             where ${issuances}
               and (i.issued_at ${within} (select issued_at from edge) or not exists (select 1 from edge))
             order by i.issued_at ${direction}, u.serial ${direction}
             limit ${query.limit + 1 - found.length})::text[] as blocks`,
    );
    found.push(...(walked?.blocks ?? []));
    if (found.length > query.limit || !walked?.edge) return found;
    const edge = SORT_KEYS.issued.cast(walked.edge);
    from = read.descending ? sql`i.issued_at < ${edge}` : sql`i.issued_at > ${edge}`;
  }
}

/**
 * The blocks of the page in the order's own index, among the blocks the filters and `block` pass; when those
 * are known to be `few`, all read and then sorted (pageOfMatches).
 */
function pageByOrder(
  query: PublicUnitListQuery,
  read: KeysetRead<PublicUnitSort>,
  block?: SQL,
  few = false,
): SQL {
  const sort = sortOf(query.sort);
  const { beyond, orderBy } = keysetSql(read, { key: sort.column, serial: sql`u.serial` }, sort.cast);
  const where = [
    ...publicUnitFiltersSql({ ...query, search: undefined }),
    ...(block ? [block] : []),
    ...(beyond ? [beyond] : []),
  ];
  return pageOfMatches({
    columns: sql`u.block_id`,
    from: sql`public_units`,
    alias: 'u',
    where: where.length ? sql.join(where, sql` and `) : sql`true`,
    orderBy,
    limit: query.limit + 1,
    few,
  });
}

/** A page's blocks already chosen, as the relation the page's rows are read from. */
const chosen = (blockIds: string[]): SQL => sql`select unnest(${sqlArray(blockIds, 'uuid')}) as block_id`;

/**
 * The blocks of the page (a relation of block_id; a search's may hold a few more than the page, which the
 * rows' read leaves out). A search reads those whose serial holds the text (public_units' trigram index) and
 * those whose fuel producer does (the issuances found in public_issuances, decision 134) each on its own, the
 * best plan for each, and puts them together: one condition with an OR between them leads the planner to walk
 * the whole list. A search no serial could hold (a space, say) looks among the producers alone.
 */
async function pageOf(
  db: DbOrTx,
  query: PublicUnitListQuery,
  read: KeysetRead<PublicUnitSort>,
): Promise<SQL> {
  const byIssuance = query.sort.startsWith('issued-');
  const { search } = query;
  if (!search) return byIssuance ? chosen(await blocksByIssuance(db, query, read)) : pageByOrder(query, read);
  const producer = substringSearchSql(sql`i.search_text`, search);
  const byProducer = byIssuance
    ? chosen(await blocksByIssuance(db, query, read, producer))
    : pageByOrder(
        query,
        read,
        sql`u.issuance_id in (select i.issuance_id from public_issuances i where ${producer})`,
      );
  if (!couldBeInSerial(search)) return byProducer;
  const serial = substringSearch(sql`u.search_text`, search);
  const bySerial = pageByOrder(query, read, serial.condition, serial.few);
  return sql`(${bySerial}) union (${byProducer})`;
}

/**
 * GET /api/public/units: one page of the public unit list, keyset paged (no OFFSET, no count of every row),
 * so the 40,000th page costs what the first does. Reads public_units and public_issuances, which the
 * publishing job keeps.
 *
 * In two steps: the page's blocks are chosen first, from the columns the filters and the order read, then only
 * those rows are read whole (decision 132).
 */
export async function listPublicUnits(db: DbOrTx, query: PublicUnitListQuery): Promise<PublicUnitList> {
  const sort = sortOf(query.sort);
  const read = keysetRead(query, query.sort, sort.descending);
  const { orderBy } = keysetSql(read, { key: sort.column, serial: sql`u.serial` }, sort.cast);
  const page = await pageOf(db, query, read);
  const rows = await queryRows<Row>(
    db,
    sql`with page as (${page})
        select block_id as id, serial, unit_type::text as "unitType", type_code as "typeCode", status::text as status,
          volume::text as volume, co2_abated::text as "co2Abated", issued_at::text as "issuedAt",
          production_year as "productionYear", fuel_producer as "fuelProducer", feedstock, scheme, countries,
          retired_at::text as "retiredAt", ${sort.column}::text as "sortKey"
        from page join public_units u using (block_id)
       order by ${orderBy}
       limit ${query.limit + 1}`,
  );
  const result = keysetPage(rows, query.limit, read, query.sort);
  return { items: result.rows.map(toItem), nextCursor: result.nextCursor, prevCursor: result.prevCursor };
}
