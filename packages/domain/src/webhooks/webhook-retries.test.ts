import { describe, expect, it } from 'vitest';
import { failedTooLong, nextWebhookAttemptAt } from './webhook-retries';

const first = new Date('2026-12-01T00:00:00Z');
const after = (ms: number) => new Date(first.getTime() + ms);

describe('webhook retries (issue 44)', () => {
  it('retries first within 10 seconds, then each wait three times longer, at most 4 hours', () => {
    expect(nextWebhookAttemptAt(1, first, first)).toEqual(after(5_000));
    expect(nextWebhookAttemptAt(2, first, after(5_000))).toEqual(after(20_000));
    expect(nextWebhookAttemptAt(3, first, after(20_000))).toEqual(after(65_000));
    expect(nextWebhookAttemptAt(20, first, after(60_000))).toEqual(after(60_000 + 4 * 3600_000));
  });

  it('gives a message up 24 hours after its first try', () => {
    let now = first;
    let attempts = 0;
    for (;;) {
      attempts += 1;
      const next = nextWebhookAttemptAt(attempts, first, now);
      if (!next) break;
      now = next;
    }
    expect(now.getTime() - first.getTime()).toBeLessThanOrEqual(24 * 3600_000);
    expect(attempts).toBeGreaterThan(10);
    expect(attempts).toBeLessThan(20);
  });

  it('disables an endpoint after five days of failures, not before', () => {
    expect(failedTooLong(null, first)).toBe(false);
    expect(failedTooLong(first, after(5 * 86_400_000 - 1))).toBe(false);
    expect(failedTooLong(first, after(5 * 86_400_000))).toBe(true);
  });
});
