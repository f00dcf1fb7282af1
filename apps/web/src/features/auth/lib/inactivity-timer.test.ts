import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVITY_THROTTLE_MS, INACTIVITY_CHECK_MS, INACTIVITY_TIMEOUT_MS } from '@safc/domain';
import { createInactivityTimer, type ActivityStore } from './inactivity-timer';

function memoryStore(initial: number | null = null): ActivityStore & { writes: number[] } {
  let value = initial;
  const writes: number[] = [];
  return {
    writes,
    read: () => value,
    write: (at) => {
      value = at;
      writes.push(at);
    },
  };
}

describe('inactivity logout (platform spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-01-01T08:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  const timerWith = (store: ActivityStore, onTimeout = vi.fn()) =>
    createInactivityTimer({
      timeoutMs: INACTIVITY_TIMEOUT_MS,
      checkMs: INACTIVITY_CHECK_MS,
      throttleMs: ACTIVITY_THROTTLE_MS,
      store,
      onTimeout,
    });

  it('logs the user out after 2 hours without a click, noticed within one 3 s check', () => {
    const onTimeout = vi.fn();
    timerWith(memoryStore(), onTimeout).start();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 1);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(INACTIVITY_CHECK_MS * 10);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('a click restarts the 2 hours', () => {
    const onTimeout = vi.fn();
    const timer = timerWith(memoryStore(), onTimeout);
    timer.start();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 60_000);
    timer.recordActivity();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 60_000);
    expect(onTimeout).not.toHaveBeenCalled();
    vi.advanceTimersByTime(60_000 + INACTIVITY_CHECK_MS);
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('records clicks at most every 5 s', () => {
    const store = memoryStore();
    const timer = timerWith(store);
    timer.start();
    const writesAtStart = store.writes.length;
    timer.recordActivity();
    vi.advanceTimersByTime(1000);
    timer.recordActivity();
    vi.advanceTimersByTime(ACTIVITY_THROTTLE_MS - 1000 - 1);
    timer.recordActivity();
    expect(store.writes.length - writesAtStart).toBe(1);
    vi.advanceTimersByTime(1);
    timer.recordActivity();
    expect(store.writes.length - writesAtStart).toBe(2);
  });

  it('a page reopened after more than 2 hours logs out at once', () => {
    const onTimeout = vi.fn();
    timerWith(memoryStore(Date.now() - INACTIVITY_TIMEOUT_MS - 1), onTimeout).start();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('activity recorded by another tab keeps this one signed in', () => {
    const onTimeout = vi.fn();
    const store = memoryStore();
    timerWith(store, onTimeout).start();
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 10_000);
    store.write(Date.now());
    vi.advanceTimersByTime(INACTIVITY_TIMEOUT_MS - 10_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });
});
