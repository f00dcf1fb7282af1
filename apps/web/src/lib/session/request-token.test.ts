import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInternalToken, removeInternalToken, storeInternalToken } from '../internal-token';
import { requestToken } from './request-token';
import { resumeSignIn } from './resume-sign-in';

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const expired = () =>
  storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() - 1000).toISOString() });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const fetchMock = vi.fn<typeof fetch>();

describe('the bearer token (platform spec §7, docs/decisions/090)', () => {
  beforeEach(() => {
    removeInternalToken();
    localStorage.clear();
    vi.stubGlobal('fetch', fetchMock);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    fetchMock.mockReset();
  });

  it('is the internal token held in memory while it is valid; Web Storage holds no token', async () => {
    storeInternalToken({ token: 'held-in-memory', id: 't1', expiresAt: inOneHour() });
    await expect(requestToken()).resolves.toBe('held-in-memory');
    expect(fetchMock).not.toHaveBeenCalled();
    const stored = JSON.stringify({ ...localStorage }) + JSON.stringify({ ...sessionStorage });
    expect(stored).not.toContain('held-in-memory');
  });

  it('is none when nobody signed in', async () => {
    await expect(requestToken()).resolves.toBeNull();
  });

  it('once expired, is renewed once by the sign-in cookie for concurrent requests, never by a new exchange', async () => {
    storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() + 30_000).toISOString() });
    fetchMock.mockResolvedValue(json(200, { token: 'new', id: 't2', expiresAt: inOneHour() }));
    const tokens = await Promise.all([requestToken(), requestToken(), requestToken()]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/auth/session');
    expect(readInternalToken()?.id).toBe('t2');
  });

  it('ends the session when the sign-in has ended (401)', async () => {
    expired();
    fetchMock.mockResolvedValue(json(401, { statusCode: 401, message: 'Your sign-in has ended' }));
    await expect(requestToken()).resolves.toBeNull();
    expect(readInternalToken()).toBeNull();
    expect(localStorage.getItem('safc.signedIn')).toBeNull();
  });

  it('asks again when the API never answered, up to the third attempt (§9)', async () => {
    expired();
    fetchMock
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(json(200, { token: 'new', id: 't2', expiresAt: inOneHour() }));
    await expect(requestToken()).resolves.toBe('new');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('a reload gets the token back from the cookie before the app renders, only if the browser had a sign-in', async () => {
    await resumeSignIn();
    expect(fetchMock).not.toHaveBeenCalled();

    localStorage.setItem('safc.signedIn', '1');
    fetchMock.mockResolvedValue(json(200, { token: 'resumed', id: 't3', expiresAt: inOneHour() }));
    await resumeSignIn();
    expect(readInternalToken()?.token).toBe('resumed');
  });
});
