import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { QueryObserver } from '@tanstack/react-query';
import { clearError, loadErrorActor } from '../errors/error-store';
import { http } from '../http';
import { storeInternalToken } from '../internal-token';
import { reloadPage } from '../page-navigation';
import { queryClient } from '../query-client';
import { unitKeys } from '../query-keys/units';

// jsdom cannot reload: the double records the reload and, like a real one, marks the page as leaving.
const navigation = vi.hoisted(() => ({ leaving: false }));
vi.mock('../page-navigation', () => ({
  reloadPage: vi.fn(() => {
    navigation.leaving = true;
  }),
  goToPage: vi.fn(),
  isLeavingPage: () => navigation.leaving,
}));
vi.mock('./request-token', () => ({ requestToken: () => Promise.resolve('internal-token') }));

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A page's query as a mounted screen holds it, settled once it is no longer pending. */
function openPage(unitId: string) {
  const observer = new QueryObserver(queryClient, {
    queryKey: unitKeys.detail(unitId),
    queryFn: () => http(`/api/units/${unitId}`, { response: z.unknown() }),
  });
  const unsubscribe = observer.subscribe(() => undefined);
  return { observer, unsubscribe };
}

describe('a page whose own data is forbidden (platform spec §8, 403)', () => {
  beforeEach(() => {
    navigation.leaving = false;
    sessionStorage.clear();
    localStorage.clear();
    storeInternalToken({
      token: 'internal-token',
      id: 't1',
      expiresAt: new Date(Date.now() + 3_600_000).toISOString(),
    });
    window.history.pushState({}, '', '/units/u-foreign');
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        Promise.resolve(
          String(input) === '/api/users/me'
            ? json(200, { id: 'u-1' })
            : json(403, {
                statusCode: 403,
                message: 'You are not allowed to see the units of this account',
                errorId: 'e-403',
              }),
        ),
      ),
    );
  });
  afterEach(() => {
    clearError();
    queryClient.clear();
    vi.clearAllMocks();
  });

  it('the first 403 reloads the page without a dialog; the second shows the error instead of a loader forever', async () => {
    const first = openPage('u-foreign');
    await vi.waitFor(() => expect(reloadPage).toHaveBeenCalledTimes(1));
    const errorActor = await loadErrorActor();
    expect(errorActor.getSnapshot().value).toBe('idle');
    first.unsubscribe();

    // The reloaded page: a new document, not leaving, with the reload mark of this path.
    navigation.leaving = false;
    queryClient.clear();
    const second = openPage('u-foreign');
    await vi.waitFor(() => expect(second.observer.getCurrentResult().status).toBe('error'));
    expect(reloadPage).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(errorActor.getSnapshot().value).toBe('error'));
    second.unsubscribe();
  });
});
