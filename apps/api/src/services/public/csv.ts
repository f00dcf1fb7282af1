import { sql, type SQL } from 'drizzle-orm';

/** RFC 4180 quoting, and a leading quote on text a spreadsheet would run as a formula. */
export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (/^[=+\-@\t\r]/.test(text) && !/^-?\d/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One CSV record with its CRLF. */
export const csvLine = (values: readonly unknown[]): string => `${values.map(csvCell).join(',')}\r\n`;

// The same rules as csvCell, for the database to apply (stream-export.ts builds CSV records in SQL). The
// patterns are bound as parameters holding the characters themselves (tab, CR, LF), as PostgreSQL regexes read them.
const NEEDS_CARE = '^[=+@\t\r-]|[",\r\n]';
const FORMULA_START = '^[=+@\t\r-]';
const NUMBER_START = '^-?[0-9]';
const NEEDS_QUOTES = '[",\r\n]';

/** csvCell in SQL: a text value (or null) as one CSV field. Most values need no care and pass at one test. */
export function csvCellSql(expression: SQL): SQL {
  // In parentheses: `'''' || b.claim->>'x'` would otherwise read as `('''' || b.claim)->>'x'`.
  const value = sql`(${expression})`;
  const guarded = sql`(case when ${value} ~ ${FORMULA_START} and ${value} !~ ${NUMBER_START}
    then '''' || ${value} else ${value} end)`;
  return sql`(case when ${value} ~ ${NEEDS_CARE} then
      (case when ${value} ~ ${NEEDS_QUOTES} then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)
    else coalesce(${value}, '') end)`;
}
