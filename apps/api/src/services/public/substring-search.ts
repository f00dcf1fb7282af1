// The public lists' search (docs/decisions/110): a substring of the text a row is searched by, lower case, read
// through a pg_trgm index on that text (public_units.search_text, public_claims.search_text).

/** The search as a LIKE pattern over a search_text column: a substring, its wildcards and backslash literal. */
export const substringPattern = (search: string): string =>
  `%${search.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
