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
});
