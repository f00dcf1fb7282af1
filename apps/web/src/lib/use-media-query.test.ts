import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useThemeMediaQuery } from './use-media-query';

// A matchMedia whose answer the test changes, telling its listeners as a browser would.
function fakeMatchMedia(initial: boolean) {
  let matches = initial;
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const matchMedia = (query: string) => {
    queries.push(query);
    return {
      get matches() {
        return matches;
      },
      addEventListener: (_: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
    };
  };
  const set = (next: boolean) => {
    matches = next;
    for (const listener of listeners) listener();
  };
  return { matchMedia, set, queries, listeners };
}

describe('useThemeMediaQuery', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('answers on the first render with the query the theme wrote, without its @media, and follows changes', () => {
    const fake = fakeMatchMedia(true);
    vi.stubGlobal('matchMedia', fake.matchMedia);
    const { result, unmount } = renderHook(() => useThemeMediaQuery((theme) => theme.breakpoints.down('sm')));
    expect(result.current).toBe(true);
    expect(fake.queries[0]).toBe('(max-width:599.95px)');
    act(() => fake.set(false));
    expect(result.current).toBe(false);
    unmount();
    expect(fake.listeners.size).toBe(0);
  });

  it('matches nothing where there is no matchMedia', () => {
    vi.stubGlobal('matchMedia', undefined);
    const { result } = renderHook(() => useThemeMediaQuery((theme) => theme.breakpoints.down('sm')));
    expect(result.current).toBe(false);
  });
});
