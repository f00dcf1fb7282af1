import { afterEach, describe, expect, it, vi } from 'vitest';
import { focusManager, QueryObserver } from '@tanstack/react-query';
import { HttpError } from '../../../lib/http-error';
import { queryClient } from '../../../lib/query-client';
import { landingStatisticsQuery } from './get-landing-page';

// Platform spec §8: the landing data queries neither retry nor refetch on window focus, although every other
// query of the registry retries a failed answer (lib/query-client).
describe('the landing data query', () => {
  afterEach(() => {
    queryClient.clear();
    focusManager.setFocused(undefined);
  });

  it('does not retry a failed answer', async () => {
    const queryFn = vi.fn(() =>
      Promise.reject(new HttpError(503, { statusCode: 503, message: 'Down', errorId: 'e' }, 'Down')),
    );
    const observer = new QueryObserver(queryClient, { ...landingStatisticsQuery, queryFn, retryDelay: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('error'));
    unsubscribe();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });

  it('is not fetched again when the window regains focus, even once stale', async () => {
    queryClient.mount(); // as QueryClientProvider does: the cache now hears the window's focus
    const queryFn = vi.fn(() => Promise.resolve(landingStatistics));
    const observer = new QueryObserver(queryClient, { ...landingStatisticsQuery, queryFn, staleTime: 0 });
    const unsubscribe = observer.subscribe(() => undefined);
    await vi.waitFor(() => expect(observer.getCurrentResult().status).toBe('success'));
    focusManager.setFocused(false);
    focusManager.setFocused(true);
    await new Promise((resolve) => setTimeout(resolve, 50));
    unsubscribe();
    queryClient.unmount();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});

const landingStatistics = {} as Awaited<ReturnType<NonNullable<typeof landingStatisticsQuery.queryFn>>>;
