import { afterEach, describe, expect, it, vi } from 'vitest';
import { QueryObserver } from '@tanstack/react-query';
import { HttpError } from './http-error';
import { clearError, loadErrorActor } from './errors/error-store';
import { queryClient } from './query-client';

const failing = (status: number) => () =>
  Promise.reject(new HttpError(status, { statusCode: status, message: 'Nope', errorId: 'e' }, 'Nope'));

describe('query errors and the global error dialog', () => {
  it('the error machine is not loaded until a first error needs it (issue 14: off the first load)', async () => {
    // Fresh copies of both modules, as a first page load has: files before this one in the worker (which shares
    // its modules, vitest.config.ts) may have loaded the machine already.
    vi.resetModules();
    const fresh = await import('./errors/error-store');
    const freshClient = (await import('./query-client')).queryClient;
    expect(fresh.loadedErrorActor()).toBeUndefined();
    await freshClient.fetchQuery({ queryKey: ['t', 0], queryFn: failing(404) }).catch(() => undefined);
    await vi.waitFor(() => expect(fresh.loadedErrorActor()?.getSnapshot().value).toBe('error'));
    fresh.clearError();
    freshClient.clear();
  });

  afterEach(() => {
    clearError();
    queryClient.clear();
  });

  it('a failed query opens the dialog once until it succeeds again', async () => {
    const errorActor = await loadErrorActor();
    const send = vi.spyOn(errorActor, 'send');
    const errorsSet = () => send.mock.calls.filter(([event]) => event.type === 'error.set').length;
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: failing(404) }).catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: failing(404) }).catch(() => undefined);
    await loadErrorActor(); // the machine's events go through the promise of its load
    expect(errorsSet()).toBe(1);
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: () => Promise.resolve('ok'), staleTime: 0 });
    await queryClient
      .fetchQuery({ queryKey: ['t', 1], queryFn: failing(404), staleTime: 0 })
      .catch(() => undefined);
    await loadErrorActor();
    expect(errorsSet()).toBe(2);
    send.mockRestore();
  });

  it('silent queries and 401 never open it (a 403: lib/session/forbidden-page.test.ts)', async () => {
    await queryClient
      .fetchQuery({ queryKey: ['t', 2], queryFn: failing(500), retry: false, meta: { silent: true } })
      .catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['t', 3], queryFn: failing(401) }).catch(() => undefined);
    expect((await loadErrorActor()).getSnapshot().value).toBe('idle');
  });
});

describe('query cache settings (platform spec §9)', () => {
  afterEach(() => queryClient.clear());

  it('keeps an unused query 5 minutes and tries a failing one 3 more times', async () => {
    expect(queryClient.getDefaultOptions().queries?.gcTime).toBe(5 * 60 * 1000);
    const queryFn = vi.fn(failing(503));
    const observer = new QueryObserver(queryClient, { queryKey: ['t', 'retries'], queryFn, retryDelay: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1 + 3);
  });
});
