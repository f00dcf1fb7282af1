import type { PublicUnitFilters } from '@safc/domain';
import { sql, type SQL } from 'drizzle-orm';

/** Words of a free-text search as a prefix query ("nordic ren" finds "Nordic Renewable Fuels"). */
function producerWords(search: string): string | null {
  const words = search.match(/[\p{L}\p{N}]+/gu) ?? [];
  return words.length ? words.map((word) => `${word.toLowerCase()}:*`).join(' & ') : null;
}

/**
 * The list's filters over public_units, shared by the list and its exports. A search that reads like a
 * serial matches serials from their start (SAFCA-2026-0001...); anything else matches the fuel producer's words.
 */
export function publicUnitFiltersSql(filters: Omit<PublicUnitFilters, 'sort'>): SQL[] {
  const where: SQL[] = [];
  if (filters.unitType) where.push(sql`unit_type = ${filters.unitType}`);
  if (filters.status) where.push(sql`status = ${filters.status}`);
  if (filters.issuanceYear) where.push(sql`issuance_year = ${filters.issuanceYear}`);
  if (filters.scheme) where.push(sql`scheme = ${filters.scheme}`);
  if (filters.feedstock) where.push(sql`feedstock = ${filters.feedstock}`);
  if (filters.country) where.push(sql`countries @> array[${filters.country}]::text[]`);
  if (filters.search) {
    const search = filters.search.toUpperCase();
    const words = producerWords(filters.search);
    if (/^SAFC/.test(search) || !words) {
      where.push(sql`serial like ${`${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`);
    } else {
      where.push(sql`to_tsvector('simple', coalesce(fuel_producer, '')) @@ to_tsquery('simple', ${words})`);
    }
  }
  return where;
}
