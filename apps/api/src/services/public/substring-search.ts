import { sql, type SQL } from 'drizzle-orm';

// The public lists' search (docs/decisions/110): a substring of the text a row is searched by, lower case, read
// through a pg_trgm index on that text (public_units.search_text, public_issuances.search_text,
// public_claims.search_text).

/** The search as a LIKE pattern over a search_text column: a substring, its wildcards and backslash literal. */
const substringPattern = (search: string): string =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Whether `search` could be part of a serial (SAFCA-2026-000123): letters, digits and hyphens only. A search
 * with a space or any other character is part of a name, never of a serial.
 */
export const couldBeInSerial = (search: string): boolean => /^[a-z0-9-]+$/i.test(search);

/** A serial's number, or enough of it to tell a few serials apart: five digits or more. */
const SERIAL_NUMBER = /\d{5,}/g;

/**
 * The rows whose `column` (lower-case text with a trigram index) holds `search`, and whether they are known to
 * be few.
 *
 * A trigram index answers a LIKE by reading the list of rows of every trigram in the pattern, and a serial's
 * letters and year ("saf", "-20", "202") are in nearly every row: for part of a serial, those lists cost more
 * than the whole answer (1,900 index pages for 3 rows at 1,000,000 blocks, decision 134). So when the search
 * could be part of a serial and holds a serial's number (its last run of five digits or more), the index is
 * asked for that number alone, whose trigrams are rare, and the rows found are then matched on the whole text.
 * Those rows are few, but the planner cannot know it (it guesses a third for the exact match): a page should
 * read them all and sort them, never walk an ordered index hoping to meet them (`few`).
 */
export function substringSearch(column: SQL, search: string): { condition: SQL; few: boolean } {
  const number = couldBeInSerial(search) ? search.match(SERIAL_NUMBER)?.at(-1) : undefined;
  const whole = sql`${column} like ${substringPattern(search)}`;
  if (!number) return { condition: whole, few: false };
  if (number.length === search.length) return { condition: whole, few: true };
  return {
    condition: sql`(${column} like ${substringPattern(number)} and strpos(${column}, ${search.toLowerCase()}) > 0)`,
    few: true,
  };
}

/** The condition of `substringSearch`, where the rows are read whole anyway (an export). */
export const substringSearchSql = (column: SQL, search: string): SQL =>
  substringSearch(column, search).condition;

/**
 * The first `limit` rows (`columns`, of the table `from` aliased `alias`) that `where` selects, in `orderBy`.
 * When they are known to be `few`, all are read first and then sorted (a materialized CTE), so the planner
 * cannot choose to walk the order's index hoping to meet them (see substringSearch).
 */
export function pageOfMatches(page: {
  columns: SQL;
  from: SQL;
  alias: string;
  where: SQL;
  orderBy: SQL;
  limit: number;
  few: boolean;
}): SQL {
  const { columns, where, orderBy, limit } = page;
  const alias = sql.raw(page.alias);
  const from = sql`${page.from} ${alias}`;
  if (!page.few) return sql`select ${columns} from ${from} where ${where} order by ${orderBy} limit ${limit}`;
  return sql`with few as materialized (select ${alias}.* from ${from} where ${where})
    select ${columns} from few ${alias} order by ${orderBy} limit ${limit}`;
}
