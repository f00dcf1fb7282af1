import { sql, type SQL } from 'drizzle-orm';
import type { Caller } from './caller';

// An API token held to one account (docs/decisions/091) reaches that account and its units only. `can`
// enforces it on a single target; the lists and reads that never ask `can` (the log, actions, issuances)
// apply it through these helpers, so the rule lives in `can` and here and nowhere else.

/** The one account the caller's token is held to, or null: a browser session or an unlimited token. */
export const accountLimitOf = (caller: Caller): string | null => caller.permissions.onlyAccountId ?? null;

/**
 * Whether a row naming these accounts is within the caller's reach: an action by its sending or receiving
 * account, an event by its own. A row naming no account (a company-level event) is outside a held token.
 */
export function withinAccountLimit(caller: Caller, ...accountIds: (string | null | undefined)[]): boolean {
  const limit = accountLimitOf(caller);
  return limit === null || accountIds.includes(limit);
}

/**
 * withinAccountLimit as a condition on the given account columns; `true` for a caller without a limit. A
 * null column compares as unknown, so a row without an account is left out, as above.
 */
export function accountLimitWhere(caller: Caller, ...columns: SQL[]): SQL {
  const limit = accountLimitOf(caller);
  if (limit === null) return sql`true`;
  return sql`(${sql.join(
    columns.map((column) => sql`${column} = ${limit}`),
    sql` or `,
  )})`;
}
