import type { ApiErrorBody } from '@safc/domain';

/** A non-2xx answer of the API. `body` is the parsed reply: `{ statusCode, message, errorId, details? }`. */
export class HttpError extends Error {
  override readonly name = 'HttpError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

export function apiErrorBodyOf(error: unknown): Partial<ApiErrorBody> | undefined {
  if (!isHttpError(error) || typeof error.body !== 'object' || error.body === null) return undefined;
  return error.body;
}
