import { COOKIE_CONSENT_DAYS } from '@safc/domain';

const COOKIE = 'safc_cookie_consent';
const DAY_MS = 86_400_000;

/** The banner's Accept is remembered for 365 days (platform spec §9), in a cookie that expires by itself. */
export function hasAcceptedCookies(cookies = document.cookie): boolean {
  return cookies.split(';').some((part) => part.trim() === `${COOKIE}=accepted`);
}

export function acceptCookies(now = Date.now()): void {
  const expires = new Date(now + COOKIE_CONSENT_DAYS * DAY_MS).toUTCString();
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${COOKIE}=accepted; expires=${expires}; path=/; SameSite=Lax${secure}`;
}
