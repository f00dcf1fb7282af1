import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from './http-error';
import { clearError, errorActor } from './errors/error-store';
import { queryClient } from './query-client';

const failing = (status: number) => () =>
  Promise.reject(new HttpError(status, { statusCode: status, message: 'Nope', errorId: 'e' }, 'Nope'));

describe('query errors and the global error dialog', () => {
  afterEach(() => {
    clearError();
    queryClient.clear();
  });

  it('a failed query opens the dialog once until it succeeds again', async () => {
    const send = vi.spyOn(errorActor, 'send');
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: failing(404) }).catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: failing(404) }).catch(() => undefined);
    expect(send.mock.calls.filter(([event]) => event.type === 'error.set')).toHaveLength(1);
    await queryClient.fetchQuery({ queryKey: ['t', 1], queryFn: () => Promise.resolve('ok'), staleTime: 0 });
    await queryClient
      .fetchQuery({ queryKey: ['t', 1], queryFn: failing(404), staleTime: 0 })
      .catch(() => undefined);
    expect(send.mock.calls.filter(([event]) => event.type === 'error.set')).toHaveLength(2);
    send.mockRestore();
  });

  it('silent queries and 401 never open it (a 403: lib/session/forbidden-page.test.ts)', async () => {
    await queryClient
      .fetchQuery({ queryKey: ['t', 2], queryFn: failing(500), retry: false, meta: { silent: true } })
      .catch(() => undefined);
    await queryClient.fetchQuery({ queryKey: ['t', 3], queryFn: failing(401) }).catch(() => undefined);
    expect(errorActor.getSnapshot().value).toBe('idle');
  });
});
