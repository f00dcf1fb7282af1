import { AppError } from './app-error';

// PostgreSQL refusals (SQLSTATE codes) that mean the request could not be applied, not that the server is
// broken. Services validate first; this is the net under them, so bad input never answers 500. The SQL and
// the constraint names stay in the log.
const REFUSALS: Record<string, () => AppError> = {
  // Data exceptions: a value the column cannot hold (text for a uuid, a number out of range, a bad date).
  '22P02': () => AppError.badRequest('A value in the request is not valid'),
  '22003': () => AppError.badRequest('A number in the request is out of range'),
  '22001': () => AppError.badRequest('A text in the request is too long'),
  '22007': () => AppError.badRequest('A date in the request is not valid'),
  '22008': () => AppError.badRequest('A date in the request is out of range'),
  // Text PostgreSQL cannot store or match: a NUL or a byte sequence that is not UTF-8 (22021), a \u0000 in
  // JSON (22P05), a search pattern ending in its escape character (22025). The domain's text fields refuse
  // these first; this keeps a field added later from answering 500.
  '22021': () => AppError.badRequest('A text in the request has a character the registry cannot store'),
  '22P05': () => AppError.badRequest('A text in the request has a character the registry cannot store'),
  '22025': () => AppError.badRequest('A search in the request is not valid'),
  // A value too large for an index or a row (54000 program_limit_exceeded).
  '54000': () => AppError.badRequest('A value in the request is too large'),
  // Integrity: the change meets data that is already there.
  '23505': () => AppError.conflict('This already exists'),
  '23503': () => AppError.conflict('The change refers to something that does not exist or is still in use'),
  '23514': () => AppError.conflict('The change would break a rule of the registry'),
  // Two transactions raced. The API retries the loser itself (db/transient-retry.ts); this answer is what is
  // left when every attempt lost, and the client may simply try again.
  '40001': () => AppError.conflict('Another change got there first; please try again'),
  '40P01': () => AppError.conflict('Another change got there first; please try again'),
};

/** The SQLSTATE of a database error, looked for along the cause chain (drizzle wraps the driver's error). */
export function sqlStateOf(error: unknown): string | undefined {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return code;
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

export function databaseRefusal(error: unknown): AppError | undefined {
  const state = sqlStateOf(error);
  return state ? REFUSALS[state]?.() : undefined;
}

// The database went away (stopped, restarted, unreachable, out of connections): not a refusal of the request
// and not a bug, so 503 and "try again"; the pool reconnects on the next query by itself.
const UNAVAILABLE_STATES = /^(08...|57P0[123]|53300)$/; // connection exceptions, shutdown, too many connections
const UNAVAILABLE_ERRNOS = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres raises these as plain Errors without a code.
const UNAVAILABLE_MESSAGES =
  /Connection terminated|not queryable|timeout exceeded when trying to connect|Cannot use a pool after calling end/;

/** Whether the error (or one it wraps) says the database cannot be reached now, rather than refusing a query. */
export function isDatabaseUnavailable(error: unknown): boolean {
  let current: unknown = error;
  for (let depth = 0; depth < 5 && current && typeof current === 'object'; depth += 1) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_STATES.test(code) || UNAVAILABLE_ERRNOS.has(code)))
      return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** What a 503 for a database away tells the client to wait (Retry-After) before trying again. */
export const DATABASE_UNAVAILABLE_RETRY_SECONDS = 60;

export const DATABASE_UNAVAILABLE_MESSAGE =
  'The registry cannot reach its database just now; try again in a minute';

export function databaseUnavailable(error: unknown): AppError | undefined {
  if (!isDatabaseUnavailable(error)) return undefined;
  return new AppError('serviceUnavailable', DATABASE_UNAVAILABLE_MESSAGE, undefined, { cause: error });
}
