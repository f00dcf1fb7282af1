import { afterAll, vi } from 'vitest';

// The web's test files share their worker's jsdom and modules (vitest.config.ts, project 'web'): each starts
// as if it were the first, whatever the file before it stored, spied on or stubbed.
sessionStorage.clear();
localStorage.clear();

afterAll(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.useRealTimers();
});
