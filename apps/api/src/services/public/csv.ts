import { sql, type SQL } from 'drizzle-orm';

// The formula guard and quoting live in the domain (presentation/csv-cell.ts): the web's chart figures are
// written by the same rule (issue 42).
import { PLAIN_NUMBER_MAX_LENGTH } from '@safc/domain';
export { csvCell, csvLine, startsLikeFormula } from '@safc/domain';

// The same rules as csvCell, for the database to apply (stream-export.ts builds CSV records in SQL). The
// patterns are bound as parameters holding the characters themselves (tab, CR, LF, the full-width forms), as
// PostgreSQL regexes read them.
const SQL_FORMULA_START = '^[=+@\t\r\uFF1D\uFF0B\uFF0D\uFF20-]';
const NEEDS_CARE = `${SQL_FORMULA_START}|[",\r\n]`;
const SQL_PLAIN_NUMBER = '^-?[0-9]+(\\.[0-9]+)?$';
const NEEDS_QUOTES = '[",\r\n]';

/** csvCell in SQL: a text value (or null) as one CSV field. Most values need no care and pass at one test. */
export function csvCellSql(expression: SQL): SQL {
  // In parentheses: `'''' || b.claim->>'x'` would otherwise read as `('''' || b.claim)->>'x'`.
  const value = sql`(${expression})`;
  const guarded = sql`(case when ${value} ~ ${SQL_FORMULA_START} and (length(${value}) > ${PLAIN_NUMBER_MAX_LENGTH}
      or ${value} !~ ${SQL_PLAIN_NUMBER}) then '''' || ${value} else ${value} end)`;
  return sql`(case when ${value} ~ ${NEEDS_CARE} then
      (case when ${value} ~ ${NEEDS_QUOTES} then '"' || replace(${guarded}, '"', '""') || '"' else ${guarded} end)
    else coalesce(${value}, '') end)`;
}
