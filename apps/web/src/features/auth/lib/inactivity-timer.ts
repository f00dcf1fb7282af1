// Platform spec §4, §9: after 2 hours without a click the user is logged out; checked every 3 s; clicks
// recorded at most every 5 s. The last activity is kept in a store shared by the user's tabs, so working
// in one tab keeps the others signed in, and a page reopened after hours still logs out.

export interface ActivityStore {
  read(): number | null;
  write(at: number): void;
}

export interface InactivityTimerOptions {
  timeoutMs: number;
  checkMs: number;
  throttleMs: number;
  onTimeout: () => void;
  store: ActivityStore;
  now?: () => number;
}

export interface InactivityTimer {
  start(): void;
  stop(): void;
  recordActivity(): void;
  /** Runs one check now; exposed for the interval and for tests. */
  check(): void;
}

export function createInactivityTimer(options: InactivityTimerOptions): InactivityTimer {
  const now = options.now ?? Date.now;
  let interval: ReturnType<typeof setInterval> | undefined;
  let lastRecorded = Number.NEGATIVE_INFINITY;

  const stop = () => {
    if (interval !== undefined) clearInterval(interval);
    interval = undefined;
  };

  const check = () => {
    const last = options.store.read();
    if (last !== null && now() - last >= options.timeoutMs) {
      stop();
      options.onTimeout();
    }
  };

  return {
    start() {
      stop();
      if (options.store.read() === null) options.store.write(now());
      interval = setInterval(check, options.checkMs);
      // A page reopened after hours must not wait for the first interval to notice.
      check();
    },
    stop,
    recordActivity() {
      const at = now();
      if (at - lastRecorded < options.throttleMs) return;
      lastRecorded = at;
      options.store.write(at);
    },
    check,
  };
}
