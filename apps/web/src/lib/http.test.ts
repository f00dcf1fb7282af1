import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { chooseErrorMessage, GATEWAY_TIMEOUT_MESSAGE } from '@safc/domain';
import { storeCompanySelection } from './company-selection';
import { http } from './http';
import { HttpError } from './http-error';
import { storeInternalToken } from './internal-token';
import { reloadPage } from './page-navigation';
import { ResponseContractError } from './response-contract';
import { queryClient } from './query-client';
import { logout } from './session/logout';

vi.mock('./session/request-token', () => ({ requestToken: vi.fn(() => Promise.resolve('internal-token')) }));
vi.mock('./session/logout', () => ({ logout: vi.fn(() => Promise.resolve()) }));
vi.mock('./page-navigation', () => ({ reloadPage: vi.fn(), goToPage: vi.fn(), isLeavingPage: () => false }));

const fetchMock = vi.fn<typeof fetch>();

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const sentRequest = (call = 0) => {
  const [url, init] = fetchMock.mock.calls[call] ?? [];
  return { url: String(url), init: init ?? {}, headers: new Headers(init?.headers) };
};

/** Calls whose answer the test does not look at. */
const ANY = { response: z.unknown() };

describe('the HTTP client', () => {
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    localStorage.clear();
    sessionStorage.clear();
    storeInternalToken({
      token: 'internal-token',
      id: 't1',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    window.history.pushState({}, '', '/holdings');
  });
  afterEach(() => {
    fetchMock.mockReset();
    vi.clearAllMocks();
  });

  it('sends the bearer token, the script marker and the selected company (platform spec §7)', async () => {
    storeCompanySelection({ companyId: 'c-1', companyName: 'Nordic Fuels' });
    fetchMock.mockResolvedValueOnce(json(200, { ok: true }));
    await expect(http('/api/users/me', ANY)).resolves.toEqual({ ok: true });
    const { headers, init } = sentRequest();
    expect(headers.get('Authorization')).toBe('Bearer internal-token');
    expect(headers.get('X-Requested-With')).toBe('XMLHttpRequest');
    expect(headers.get('X-Company-Id')).toBe('c-1');
    expect(init.method).toBe('GET');
  });

  it('sends no company header when none is selected, and query parameters without blanks', async () => {
    fetchMock.mockResolvedValueOnce(json(200, {}));
    await http('/api/actions/pending-count', {
      response: z.unknown(),
      query: { companyId: 'c-2', page: undefined, search: '' },
    });
    expect(sentRequest().url).toBe('/api/actions/pending-count?companyId=c-2');
    expect(sentRequest().headers.has('X-Company-Id')).toBe(false);
  });

  it('sends JSON bodies as JSON and multipart bodies as text values and files', async () => {
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    fetchMock.mockResolvedValueOnce(json(201, { id: 'ticket' }));
    await expect(
      http('/api/auth/token', { response: z.unknown(), method: 'POST', json: { accessToken: 'a' } }),
    ).resolves.toBeUndefined();
    expect(sentRequest(0).headers.get('Content-Type')).toBe('application/json');
    expect(sentRequest(0).init.body).toBe('{"accessToken":"a"}');

    const screenshot = new File(['png'], 'screenshot.png', { type: 'image/png' });
    await http('/api/helpdesk/ticket', {
      response: z.unknown(),
      method: 'POST',
      form: { type: 'suggestion', count: 2, screenshots: [screenshot] },
    });
    const body = sentRequest(1).init.body as FormData;
    expect(body).toBeInstanceOf(FormData);
    expect(body.get('type')).toBe('suggestion');
    expect(body.get('count')).toBe('2');
    expect((body.get('screenshots') as File).name).toBe('screenshot.png');
    // The browser sets the multipart boundary itself.
    expect(sentRequest(1).headers.has('Content-Type')).toBe(false);
  });

  it('throws an HttpError with the status, the parsed body and its message', async () => {
    const body = { statusCode: 409, message: 'The block is reserved', errorId: 'e-1' };
    fetchMock.mockResolvedValueOnce(json(409, body));
    const error = await http('/api/units/u-1/split', {
      response: z.unknown(),
      method: 'POST',
      json: {},
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ name: 'HttpError', status: 409, body, message: 'The block is reserved' });
  });

  it('a 504 from a proxy is named for a person, retried by queries, and its HTML page is never shown (platform spec §8)', async () => {
    const html = (status: number, statusText: string) =>
      new Response('<html><body><h1>504 Gateway Time-out</h1></body></html>', {
        status,
        statusText,
        headers: { 'content-type': 'text/html' },
      });
    fetchMock.mockResolvedValueOnce(html(504, 'Gateway Timeout'));
    const timeout = await http('/api/units', ANY).catch((caught: unknown) => caught);
    expect(timeout).toMatchObject({ status: 504, message: GATEWAY_TIMEOUT_MESSAGE });
    expect(chooseErrorMessage(timeout)).toBe(GATEWAY_TIMEOUT_MESSAGE);
    const retry = queryClient.getDefaultOptions().queries?.retry as (
      failures: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, timeout)).toBe(true);

    fetchMock.mockResolvedValueOnce(html(502, 'Bad Gateway'));
    const badGateway = await http('/api/units', ANY).catch((caught: unknown) => caught);
    expect(chooseErrorMessage(badGateway)).toBe('Request failed with status 502 (Bad Gateway)');

    fetchMock.mockResolvedValueOnce(new Response('Payload too large', { status: 413 }));
    const plain = await http('/api/units', ANY).catch((caught: unknown) => caught);
    expect(chooseErrorMessage(plain)).toBe('Payload too large');
  });

  it("answers with the value of the call's response schema: the contract of docs/decisions/010", async () => {
    const Schema = z.object({ items: z.array(z.object({ volume: z.string() })), total: z.number() });
    fetchMock.mockResolvedValueOnce(json(200, { items: [{ volume: '1.500', extra: true }], total: 1 }));
    const page = await http('/api/public/retirements', { response: Schema });
    // Unknown fields are dropped: the page sees exactly the schema's type.
    expect(page).toEqual({ items: [{ volume: '1.500' }], total: 1 });
  });

  it('an answer that does not match its schema fails, naming the call and the field, and is not retried', async () => {
    const Schema = z.object({ items: z.array(z.object({ volume: z.string() })) });
    fetchMock.mockResolvedValueOnce(json(200, { items: [{ volume: 1.5 }] }));
    const error = await http('/api/units', { query: { accountId: 'a-1' }, response: Schema }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(ResponseContractError);
    expect((error as Error).message).toContain('GET /api/units');
    expect((error as Error).message).toContain('items.0.volume');
    expect(queryClient.getDefaultOptions().queries?.retry).toBeTypeOf('function');
    const retry = queryClient.getDefaultOptions().queries?.retry as (
      failures: number,
      error: unknown,
    ) => boolean;
    expect(retry(0, error)).toBe(false);
    expect(retry(0, new Error('network'))).toBe(true);
  });

  it('401: logs the signed-in user out', async () => {
    fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, message: 'Unauthorized' }));
    await expect(http('/api/account', ANY)).rejects.toBeInstanceOf(HttpError);
    expect(logout).toHaveBeenCalledTimes(1);
  });

  it.each(['/login', '/login-success', '/register', '/register/cr'])(
    '401 on %s does not log out',
    async (path) => {
      window.history.pushState({}, '', path);
      fetchMock.mockResolvedValueOnce(json(401, { statusCode: 401, message: 'Unauthorized' }));
      await expect(http('/api/account', ANY)).rejects.toBeInstanceOf(HttpError);
      expect(logout).not.toHaveBeenCalled();
    },
  );

  it('403: clears the cache, reloads the user, then the page, once per page', async () => {
    const clear = vi.spyOn(queryClient, 'clear');
    fetchMock.mockImplementation((input) =>
      Promise.resolve(
        String(input) === '/api/users/me'
          ? json(200, { id: 'u-1' })
          : json(403, { statusCode: 403, message: 'Forbidden' }),
      ),
    );
    await expect(http('/api/companies', ANY)).rejects.toMatchObject({ status: 403 });
    expect(clear).toHaveBeenCalled();
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users/me');
    expect(reloadPage).toHaveBeenCalledTimes(1);

    // Still forbidden after the reload: no reload loop.
    await expect(http('/api/companies', ANY)).rejects.toMatchObject({ status: 403 });
    expect(reloadPage).toHaveBeenCalledTimes(1);
  });
});
