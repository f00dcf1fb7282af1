import { describe, expect, it } from 'vitest';
import { deliveryOf, lastDigestTime } from './notification-preference';

describe('notification delivery (issue 12 "Notifications")', () => {
  it('sends every event at once, gathers a digest, or sends nothing, as the person chose', () => {
    expect(deliveryOf('everyEvent', 'actionRequired', false)).toBe('now');
    expect(deliveryOf('dailyDigest', 'actionCompleted', false)).toBe('digest');
    expect(deliveryOf('none', 'actionRequired', false)).toBeNull();
    expect(deliveryOf('none', 'expiryReminder', true)).toBeNull();
  });

  it("cannot turn off an administrator's approval mails", () => {
    expect(deliveryOf('none', 'approvalRequired', true)).toBe('now');
    expect(deliveryOf('dailyDigest', 'approvalRequired', true)).toBe('digest');
  });
});

describe('daily digest time', () => {
  it("is today's digest hour once passed, else yesterday's", () => {
    expect(lastDigestTime(new Date('2026-11-23T06:00:00Z'), 6).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2026-11-23T18:25:00Z'), 6).toISOString()).toBe(
      '2026-11-23T06:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2026-11-23T05:59:59Z'), 6).toISOString()).toBe(
      '2026-11-22T06:00:00.000Z',
    );
    expect(lastDigestTime(new Date('2026-01-01T00:10:00Z'), 23).toISOString()).toBe(
      '2025-12-31T23:00:00.000Z',
    );
  });
});
