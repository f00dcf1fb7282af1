// Platform spec §8 "Error message choice". Written once here so the error dialog of the web and any
// script using the API word an error the same way.

export const NO_ERROR_DESCRIPTION = 'No detailed description of the error';

/**
 * A 504 Gateway Timeout comes from a proxy in front of the API, not from the API: its body is the proxy's page.
 * The operation may still have completed behind it (docs/decisions/052-gateway-timeout.md).
 */
export const GATEWAY_TIMEOUT_MESSAGE =
  'The registry did not answer in time (504 Gateway Timeout). What you asked may still complete: check before trying again.';

/** The API's error body (DESIGN §7): `{ statusCode, message, errorId, details? }`. */
export interface ApiErrorBody {
  statusCode: number;
  message: string;
  errorId?: string;
  details?: unknown;
}

/**
 * The errors this function understands:
 * - the web's `HttpError`: `{ name: 'HttpError', status, body, message? }`, body being the parsed reply;
 * - an axios-like error: `{ response?: { data?, status? }, message?, cause? }`;
 * - any `Error` (non-HTTP): its message; a string: itself.
 */
export interface HttpErrorLike {
  name?: string;
  message?: string;
  cause?: unknown;
  status?: number;
  body?: unknown;
  response?: { data?: unknown; status?: number };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

const nonEmptyString = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim() !== '' ? value : undefined;

export function isApiErrorBody(body: unknown): body is ApiErrorBody {
  return isRecord(body) && typeof body.message === 'string' && typeof body.statusCode === 'number';
}

const messageOf = (value: unknown): string | undefined =>
  isRecord(value) ? nonEmptyString(value.message) : nonEmptyString(value);

function httpPartsOf(error: Record<string, unknown>): { isHttp: boolean; body: unknown } {
  if (isRecord(error.response)) return { isHttp: true, body: error.response.data };
  if (error.name === 'HttpError' || ('status' in error && 'body' in error))
    return { isHttp: true, body: error.body };
  return { isHttp: false, body: undefined };
}

const pairText = (value: unknown): string =>
  typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));

/** "message [field: volume, reason: ...]"; an array of details lists its entries. */
function withDetailPairs(message: string, details: unknown): string {
  let pairs: string[] = [];
  if (Array.isArray(details)) pairs = details.map(pairText);
  else if (isRecord(details))
    pairs = Object.entries(details).map(([key, value]) => `${key}: ${pairText(value)}`);
  return pairs.length > 0 ? `${message} [${pairs.join(', ')}]` : message;
}

export interface ErrorMessageOptions {
  /**
   * Whether the detail pairs follow the message in brackets (the spec's rule, default). The error dialog
   * leaves them out: they are the registry's context (ids, amounts) for whoever looks the errorId up in the
   * log, not words for a person (docs/decisions, "error dialog shows the message").
   */
  detailPairs?: boolean;
}

function messageOfApiBody(body: ApiErrorBody, { detailPairs = true }: ErrorMessageOptions): string {
  const reason = isRecord(body.details) ? nonEmptyString(body.details.reason) : undefined;
  if (reason) return reason;
  if (body.errorId) return detailPairs ? withDetailPairs(body.message, body.details) : body.message;
  return `[${body.statusCode}] ${body.message}`;
}

export function chooseErrorMessage(error: unknown, options: ErrorMessageOptions = {}): string {
  if (typeof error === 'string') return nonEmptyString(error) ?? NO_ERROR_DESCRIPTION;
  if (!isRecord(error)) return NO_ERROR_DESCRIPTION;
  const { isHttp, body } = httpPartsOf(error);
  if (isApiErrorBody(body)) return messageOfApiBody(body, options);
  // A body that is not an object (an HTML error page of a proxy) is not a message.
  const bodyMessage = isRecord(body) ? messageOf(body) : undefined;
  if (isHttp) return bodyMessage ?? messageOf(error.cause) ?? messageOf(error) ?? NO_ERROR_DESCRIPTION;
  return messageOf(error) ?? NO_ERROR_DESCRIPTION;
}
