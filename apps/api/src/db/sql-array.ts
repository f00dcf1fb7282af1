import { sql, type SQL } from 'drizzle-orm';

/**
 * A list as one PostgreSQL array parameter-by-parameter (`array[$1, $2]::text[]`): drizzle's sql template
 * spreads a JavaScript array into `($1, $2)`, which is a row, not an array.
 */
export function sqlArray(values: readonly (string | number)[], type: 'text' | 'uuid' | 'bigint'): SQL {
  if (values.length === 0) return sql.raw(`'{}'::${type}[]`);
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::${sql.raw(type)}[]`;
}
