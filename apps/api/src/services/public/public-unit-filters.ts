import type { PublicUnitFilters } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import { substringSearchSql } from './substring-search';

type Filters = Omit<PublicUnitFilters, 'sort'>;

/**
 * The filters by the facts an issuance's blocks share (issuance year, scheme, feedstock, country), over
 * public_issuances `i` (decision 134).
 */
function issuanceFactsSql(filters: Filters): SQL[] {
  const where: SQL[] = [];
  if (filters.issuanceYear) where.push(sql`i.issuance_year = ${filters.issuanceYear}`);
  if (filters.scheme) where.push(sql`i.scheme = ${filters.scheme}`);
  if (filters.feedstock) where.push(sql`i.feedstock = ${filters.feedstock}`);
  if (filters.country) where.push(sql`i.countries @> array[${filters.country}]::text[]`);
  return where;
}

/** The filters a block answers itself (unit type, status), over public_units `u`. */
export function blockFiltersSql(filters: Filters): SQL[] {
  const where: SQL[] = [];
  if (filters.unitType) where.push(sql`u.unit_type = ${filters.unitType}`);
  if (filters.status) where.push(sql`u.status = ${filters.status}`);
  return where;
}

/**
 * The issuances of public_issuances `i` that may have a block the filters pass (not the search): its facts
 * match and it has listed blocks of the status and unit type asked for.
 */
export function issuanceFiltersSql(filters: Filters): SQL[] {
  return [
    ...issuanceFactsSql(filters),
    filters.status
      ? sql`i.statuses @> array[${filters.status}]::unit_block_status[]`
      : sql`i.statuses <> '{}'`,
    ...(filters.unitType ? [sql`i.unit_types @> array[${filters.unitType}]::unit_type[]`] : []),
  ];
}

/**
 * The list's filters over public_units `u`, shared by the list and its exports. A filter by fact selects the
 * blocks of the issuances it matches; the search finds a substring of the serial (a trigram index over
 * public_units) or of the fuel producer (one over public_issuances), decisions 110 and 134.
 */
export function publicUnitFiltersSql(filters: Filters): SQL[] {
  const where = blockFiltersSql(filters);
  const facts = issuanceFactsSql(filters);
  if (facts.length > 0) {
    where.push(
      sql`u.issuance_id in (select i.issuance_id from public_issuances i where ${sql.join(facts, sql` and `)})`,
    );
  }
  if (filters.search) {
    where.push(sql`(${substringSearchSql(sql`u.search_text`, filters.search)}
      or u.issuance_id in (select i.issuance_id from public_issuances i
                            where ${substringSearchSql(sql`i.search_text`, filters.search)}))`);
  }
  return where;
}
