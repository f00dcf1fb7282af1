import { describe, expect, it, vi } from 'vitest';
import { lazyPage } from './lazy-page';

// Platform spec §8: a route chunk whose preload fails is rethrown, so the route's error screen offers
// "Reload page" (route-error-boundary) instead of a page that never comes.
describe('a lazily loaded page', () => {
  it('rethrows a failed chunk load, with the cause kept, and tries again on the next visit', async () => {
    const chunkError = new TypeError('Failed to fetch dynamically imported module');
    const load = vi
      .fn<() => Promise<{ Page: () => null }>>()
      .mockRejectedValueOnce(chunkError)
      .mockResolvedValueOnce({ Page: () => null });
    const page = lazyPage(load, 'Page');

    const failure = await page.preload().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    expect((failure as Error).message).toContain('please reload the page');
    expect((failure as Error).cause).toBe(chunkError);

    await expect(page.preload()).resolves.toEqual({ default: expect.any(Function) });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
