import { describe, expect, it } from 'vitest';
import { chooseErrorMessage, NO_ERROR_DESCRIPTION } from './choose-error-message';

const httpError = (status: number, body: unknown, message = `Request failed with status ${status}`) => ({
  name: 'HttpError',
  status,
  body,
  message,
});
const axiosError = (data: unknown, message = 'Network Error', cause?: unknown) => ({
  response: { data, status: 400 },
  message,
  cause,
});

/** The web's HTTP client error (apps/web/src/lib/http-error.ts has the same shape). */
class HttpError extends Error {
  override readonly name = 'HttpError';
  constructor(
    readonly status: number,
    readonly body: unknown,
    message: string,
  ) {
    super(message);
  }
}

describe('chooseErrorMessage: platform spec §8 error message choice', () => {
  it('the web HttpError instance: the API body decides', () => {
    const error = new HttpError(404, { statusCode: 404, message: 'Account not found' }, 'HTTP 404');
    expect(chooseErrorMessage(error)).toBe('[404] Account not found');
  });
  it('the web HttpError instance without a body: its own message', () => {
    expect(chooseErrorMessage(new HttpError(504, null, 'Gateway Timeout'))).toBe('Gateway Timeout');
  });

  it.each([
    [
      'body with message and statusCode: the details reason if present',
      httpError(409, {
        statusCode: 409,
        message: 'Conflict',
        errorId: 'e1',
        details: { reason: 'NotEnoughApprovers' },
      }),
      'NotEnoughApprovers',
    ],
    [
      'otherwise, when an errorId exists, the message with the detail pairs in brackets',
      httpError(400, {
        statusCode: 400,
        message: 'Invalid body',
        errorId: 'e2',
        details: { field: 'volume', min: 0.001 },
      }),
      'Invalid body [field: volume, min: 0.001]',
    ],
    [
      'an errorId without details gives the message alone',
      httpError(404, { statusCode: 404, message: 'Unit not found', errorId: 'e3' }),
      'Unit not found',
    ],
    [
      'otherwise the status code in brackets followed by the message',
      httpError(403, { statusCode: 403, message: 'Forbidden' }),
      '[403] Forbidden',
    ],
    [
      'the same shape from an axios-like response',
      axiosError({ statusCode: 400, message: 'Bad' }),
      '[400] Bad',
    ],
    ['without that shape: the body message', httpError(502, { message: 'Upstream down' }), 'Upstream down'],
    [
      'without that shape and no body message: the cause message',
      axiosError('<html>', 'Network Error', new Error('socket hang up')),
      'socket hang up',
    ],
    [
      'without that shape, body or cause: the transport message',
      axiosError(undefined, 'Network Error'),
      'Network Error',
    ],
    ['a non-HTTP error: its message', new Error('Something broke'), 'Something broke'],
    ['a string is its own message', 'Plain words', 'Plain words'],
    ['with nothing at all', undefined, NO_ERROR_DESCRIPTION],
    ['with null', null, NO_ERROR_DESCRIPTION],
    ['an error without a message', {}, NO_ERROR_DESCRIPTION],
  ])('%s', (_rule, error, expected) => {
    expect(chooseErrorMessage(error)).toBe(expected);
  });

  it('for a person (the error dialog) the detail pairs are left out; a details reason still wins', () => {
    const body = { statusCode: 400, message: 'Invalid body', errorId: 'e2', details: { field: 'volume' } };
    expect(chooseErrorMessage(httpError(400, body), { detailPairs: false })).toBe('Invalid body');
    const reason = { ...body, details: { reason: 'NotEnoughApprovers' } };
    expect(chooseErrorMessage(httpError(409, reason), { detailPairs: false })).toBe('NotEnoughApprovers');
  });
});
