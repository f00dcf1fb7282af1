import type { PublicUnitFilters } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';
import { substringPattern } from './substring-search';

/**
 * The list's filters over public_units, shared by the list and its exports. The search finds a substring of
 * the serial or the fuel producer (a trigram index, decision 110).
 */
export function publicUnitFiltersSql(filters: Omit<PublicUnitFilters, 'sort'>): SQL[] {
  const where: SQL[] = [];
  if (filters.unitType) where.push(sql`unit_type = ${filters.unitType}`);
  if (filters.status) where.push(sql`status = ${filters.status}`);
  if (filters.issuanceYear) where.push(sql`issuance_year = ${filters.issuanceYear}`);
  if (filters.scheme) where.push(sql`scheme = ${filters.scheme}`);
  if (filters.feedstock) where.push(sql`feedstock = ${filters.feedstock}`);
  if (filters.country) where.push(sql`countries @> array[${filters.country}]::text[]`);
  if (filters.search) where.push(sql`search_text like ${substringPattern(filters.search)}`);
  return where;
}
