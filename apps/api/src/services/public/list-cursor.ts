import { sql, type SQL } from 'drizzle-orm';
import { AppError } from '../../errors/app-error';

// Keyset (cursor) paging of the public lists, the unit list and the claimed-units table (issue 10): a page
// reads the rows beyond the (key, serial) of the row the page before ended at, so page 40,000 costs what the
// first does, and no list counts its rows.

/**
 * A keyset cursor: the sort key and serial of the row a page ended (or began) at, for the sort it was made
 * for. Opaque to clients (base64url JSON); a cursor of another sort or a forged one is a 400, never a 500.
 */
export interface ListCursor<Sort extends string = string> {
  sort: Sort;
  key: string;
  serial: string;
}

export const encodeCursor = <Sort extends string>(cursor: ListCursor<Sort>): string =>
  Buffer.from(JSON.stringify([cursor.sort, cursor.key, cursor.serial])).toString('base64url');

export function decodeCursor<Sort extends string>(
  text: string,
  sort: Sort,
  field: 'after' | 'before',
): ListCursor<Sort> {
  try {
    const [cursorSort, key, serial] = JSON.parse(
      Buffer.from(text, 'base64url').toString('utf8'),
    ) as unknown[];
    if (cursorSort === sort && typeof key === 'string' && typeof serial === 'string' && serial.length <= 64) {
      return { sort, key, serial };
    }
  } catch {
    // Falls through to the refusal below: a cursor that is not ours.
  }
  throw AppError.badRequest(`${field} is not a cursor of this list and sort`, { field });
}

export interface KeysetRead<Sort extends string> {
  /** The row the page starts beyond, if any. */
  cursor: ListCursor<Sort> | undefined;
  /** Reading backwards (`before`): the index is walked the other way and the rows turned round afterwards. */
  backwards: boolean;
  /** Whether the rows are read in descending order of (key, serial), the list's direction and the read's. */
  descending: boolean;
}

/** How a page of a list sorted by `sort` is read, from the query's `after` or `before`. */
export function keysetRead<Sort extends string>(
  query: { after?: string | undefined; before?: string | undefined },
  sort: Sort,
  listDescending: boolean,
): KeysetRead<Sort> {
  const backwards = query.before !== undefined;
  const cursor = backwards
    ? decodeCursor(query.before ?? '', sort, 'before')
    : query.after !== undefined
      ? decodeCursor(query.after, sort, 'after')
      : undefined;
  return { cursor, backwards, descending: listDescending !== backwards };
}

/**
 * The rows beyond the cursor in the read's direction, as a row comparison a (key, serial) index serves, and
 * the ORDER BY of the read. `key` casts the cursor's text back to the key's type.
 */
export function keysetSql<Sort extends string>(
  read: KeysetRead<Sort>,
  columns: { key: SQL; serial: SQL },
  key: (text: string) => SQL,
): { beyond: SQL | undefined; orderBy: SQL } {
  const direction = read.descending ? sql`desc` : sql`asc`;
  const { cursor } = read;
  return {
    beyond: cursor
      ? read.descending
        ? sql`(${columns.key}, ${columns.serial}) < (${key(cursor.key)}, ${cursor.serial})`
        : sql`(${columns.key}, ${columns.serial}) > (${key(cursor.key)}, ${cursor.serial})`
      : undefined,
    orderBy: sql`${columns.key} ${direction}, ${columns.serial} ${direction}`,
  };
}

/**
 * A page out of the `limit + 1` rows read (the extra row says whether there is a page beyond), in the list's
 * order, with the cursors of the pages beside it.
 */
export function keysetPage<Row extends { sortKey: string; serial: string }, Sort extends string>(
  rows: Row[],
  limit: number,
  read: KeysetRead<Sort>,
  sort: Sort,
): { rows: Row[]; nextCursor: string | null; prevCursor: string | null } {
  const more = rows.length > limit;
  const page = rows.slice(0, limit);
  if (read.backwards) page.reverse();
  const first = page[0];
  const last = page.at(-1);
  const cursorOf = (row: Row) => encodeCursor({ sort, key: row.sortKey, serial: row.serial });
  return {
    rows: page,
    nextCursor: last && (read.backwards || more) ? cursorOf(last) : null,
    prevCursor: first && (read.backwards ? more : read.cursor !== undefined) ? cursorOf(first) : null,
  };
}
