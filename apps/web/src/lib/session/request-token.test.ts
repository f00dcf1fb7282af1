import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readInternalToken, storeInternalToken } from '../internal-token';
import { getUserManager } from '../oidc';
import { exchangeAccessToken } from './exchange-access-token';
import { requestToken } from './request-token';

vi.mock('../oidc', () => ({ getUserManager: vi.fn() }));
vi.mock('./exchange-access-token', () => ({ exchangeAccessToken: vi.fn() }));

const inOneHour = () => new Date(Date.now() + 3_600_000).toISOString();
const signinSilent = vi.fn();

describe('the bearer token (platform spec §7)', () => {
  beforeEach(() => {
    localStorage.clear();
    vi.mocked(getUserManager).mockResolvedValue({ signinSilent } as never);
  });
  afterEach(() => vi.clearAllMocks());

  it('is the stored internal token while it is valid', async () => {
    storeInternalToken({ token: 'stored', id: 't1', expiresAt: inOneHour() });
    await expect(requestToken()).resolves.toBe('stored');
    expect(signinSilent).not.toHaveBeenCalled();
  });

  it('is none when nobody signed in', async () => {
    await expect(requestToken()).resolves.toBeNull();
  });

  it('once expired, is renewed once from the identity provider for concurrent requests', async () => {
    storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() + 30_000).toISOString() });
    signinSilent.mockResolvedValue({ access_token: 'provider-jwt' });
    vi.mocked(exchangeAccessToken).mockResolvedValue({ token: 'new', id: 't2', expiresAt: inOneHour() });
    const tokens = await Promise.all([requestToken(), requestToken(), requestToken()]);
    expect(tokens).toEqual(['new', 'new', 'new']);
    expect(exchangeAccessToken).toHaveBeenCalledTimes(1);
    expect(exchangeAccessToken).toHaveBeenCalledWith('provider-jwt');
    expect(readInternalToken()?.id).toBe('t2');
  });

  it('ends the session when the provider will not renew', async () => {
    storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() - 1000).toISOString() });
    signinSilent.mockRejectedValue(new Error('login_required'));
    await expect(requestToken()).resolves.toBeNull();
    expect(readInternalToken()).toBeNull();
  });

  describe('the token endpoint, up to 3 attempts (platform spec §7, §9)', () => {
    const expired = () =>
      storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() - 1000).toISOString() });

    it('asks again when the provider never answered, up to the third attempt', async () => {
      expired();
      signinSilent
        .mockRejectedValueOnce(new TypeError('Failed to fetch'))
        .mockRejectedValueOnce(Object.assign(new Error('Network timed out'), { name: 'ErrorTimeout' }))
        .mockResolvedValueOnce({ access_token: 'provider-jwt' });
      vi.mocked(exchangeAccessToken).mockResolvedValue({ token: 'new', id: 't2', expiresAt: inOneHour() });
      await expect(requestToken()).resolves.toBe('new');
      expect(signinSilent).toHaveBeenCalledTimes(3);
    });

    it('stops after 3 attempts', async () => {
      expired();
      signinSilent.mockRejectedValue(new TypeError('Failed to fetch'));
      await expect(requestToken()).resolves.toBeNull();
      expect(signinSilent).toHaveBeenCalledTimes(3);
    });

    it('does not ask again what the provider refused', async () => {
      expired();
      signinSilent.mockRejectedValue(Object.assign(new Error('invalid_grant'), { name: 'ErrorResponse' }));
      await expect(requestToken()).resolves.toBeNull();
      expect(signinSilent).toHaveBeenCalledTimes(1);
    });
  });

  describe('the silent-token lock between tabs (platform spec §9: waited for 5 s)', () => {
    // The browser's Web Locks, which jsdom lacks: one holder at a time, waiters give up when signalled.
    function lockManager() {
      let held: Promise<unknown> = Promise.resolve();
      return {
        request: vi.fn((_name: string, options: { signal: AbortSignal }, work: () => Promise<unknown>) => {
          const turn = held.then(() => {
            if (options.signal.aborted) throw options.signal.reason;
            return work();
          });
          held = turn.catch(() => undefined);
          return new Promise((resolve, reject) => {
            options.signal.addEventListener('abort', () => reject(options.signal.reason));
            turn.then(resolve, reject);
          });
        }),
        hold(until: Promise<unknown>) {
          held = held.then(() => until);
        },
      };
    }
    afterEach(() => vi.unstubAllGlobals());

    it('a tab that waited uses the token the other tab stored, without asking the provider', async () => {
      const locks = lockManager();
      vi.stubGlobal('navigator', { ...navigator, locks });
      storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() - 1000).toISOString() });
      let release = () => undefined as void;
      locks.hold(new Promise<void>((resolve) => (release = resolve)));
      const token = requestToken();
      // The other tab finishes its renewal and releases the lock.
      storeInternalToken({ token: 'from-the-other-tab', id: 't3', expiresAt: inOneHour() });
      release();
      await expect(token).resolves.toBe('from-the-other-tab');
      expect(signinSilent).not.toHaveBeenCalled();
    });

    it('after 5 s of waiting on a stuck holder, renews by itself', async () => {
      vi.useFakeTimers();
      try {
        const locks = lockManager();
        vi.stubGlobal('navigator', { ...navigator, locks });
        vi.stubGlobal('AbortSignal', {
          timeout: (ms: number) => {
            const controller = new AbortController();
            setTimeout(() => controller.abort(new DOMException('timed out', 'TimeoutError')), ms);
            return controller.signal;
          },
        });
        storeInternalToken({ token: 'old', id: 't1', expiresAt: new Date(Date.now() - 1000).toISOString() });
        locks.hold(new Promise(() => undefined));
        signinSilent.mockResolvedValue({ access_token: 'provider-jwt' });
        vi.mocked(exchangeAccessToken).mockResolvedValue({ token: 'new', id: 't2', expiresAt: inOneHour() });
        const token = requestToken();
        await vi.advanceTimersByTimeAsync(4999);
        expect(signinSilent).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        await expect(token).resolves.toBe('new');
      } finally {
        vi.useRealTimers();
      }
    });
  });
});
