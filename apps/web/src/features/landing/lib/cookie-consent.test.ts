import { describe, expect, it } from 'vitest';
import { COOKIE_CONSENT_DAYS } from '@safc/domain';
import { acceptCookies, hasAcceptedCookies } from './cookie-consent';

describe('cookie consent (platform spec §2, §9)', () => {
  it('is not given until Accept, then remembered in a cookie that expires after 365 days', () => {
    expect(hasAcceptedCookies('')).toBe(false);
    const now = Date.parse('2026-03-01T10:00:00Z');
    let written = '';
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie');
    Object.defineProperty(document, 'cookie', {
      configurable: true,
      set: (value: string) => (written = value),
      get: () => written,
    });
    acceptCookies(now);
    Object.defineProperty(document, 'cookie', descriptor as PropertyDescriptor);
    expect(written).toContain('safc_cookie_consent=accepted');
    expect(written).toContain(`expires=${new Date(now + COOKIE_CONSENT_DAYS * 86_400_000).toUTCString()}`);
    expect(hasAcceptedCookies('other=1; safc_cookie_consent=accepted')).toBe(true);
  });
});
