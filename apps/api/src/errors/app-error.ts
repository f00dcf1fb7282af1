/**
 * The one error type services throw. The code says what went wrong in words a handler can branch on; the
 * HTTP status follows from the code through one map, so no service speaks HTTP.
 */
export const APP_ERROR_STATUS = {
  badRequest: 400,
  unauthorized: 401,
  forbidden: 403,
  notFound: 404,
  conflict: 409,
  gone: 410,
  notAcceptable: 406,
  requestTimeout: 408,
  payloadTooLarge: 413,
  uriTooLong: 414,
  unsupportedMediaType: 415,
  unprocessable: 422,
  tooManyRequests: 429,
  headersTooLarge: 431,
  internal: 500,
  serviceUnavailable: 503,
} as const;

export type AppErrorCode = keyof typeof APP_ERROR_STATUS;

/** The code of a client error another library raised with a bare status (a 413 from multipart, a 429...). */
export function clientErrorCodeFor(status: number): AppErrorCode {
  const entry = Object.entries(APP_ERROR_STATUS).find(([, value]) => value === status);
  return entry && status < 500 ? (entry[0] as AppErrorCode) : 'badRequest';
}

/** Pairs the web shows in brackets after the message (platform spec §8); `reason` replaces the message. */
export type AppErrorDetails = Record<string, unknown>;

export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly details: AppErrorDetails | undefined;
  /** A lost race that changed nothing: the API runs the operation again before answering (raceLost). */
  transient = false;

  constructor(code: AppErrorCode, message: string, details?: AppErrorDetails, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'AppError';
    this.code = code;
    this.details = details;
  }

  get statusCode(): number {
    return APP_ERROR_STATUS[this.code];
  }

  static badRequest(message: string, details?: AppErrorDetails): AppError {
    return new AppError('badRequest', message, details);
  }

  static unauthorized(message = 'Unauthorized', details?: AppErrorDetails): AppError {
    return new AppError('unauthorized', message, details);
  }

  static forbidden(message = 'Forbidden', details?: AppErrorDetails): AppError {
    return new AppError('forbidden', message, details);
  }

  static notFound(message: string, details?: AppErrorDetails): AppError {
    return new AppError('notFound', message, details);
  }

  static conflict(message: string, details?: AppErrorDetails): AppError {
    return new AppError('conflict', message, details);
  }

  /**
   * A 409 for an operation that lost a race with another one and changed nothing: db/transient-retry.ts runs
   * it again first, and the client sees this only when every attempt lost.
   */
  static raceLost(message: string, details?: AppErrorDetails): AppError {
    const error = new AppError('conflict', message, details);
    error.transient = true;
    return error;
  }
}

export const isAppError = (error: unknown): error is AppError => error instanceof AppError;
