import { IDENTITY_CLOCK_LEEWAY_S, type IssuedToken } from '@safc/domain';

/**
 * The registry's own 1-hour token from POST /api/auth/token or /api/auth/session (DESIGN §6), kept in this
 * page's memory only (docs/decisions/090): no script reading Web Storage finds a token. A reload gets a new
 * one from the sign-in's HttpOnly cookie (lib/session/resume-sign-in.ts).
 */
export type InternalToken = IssuedToken;

/**
 * Not a secret: "this browser has a sign-in", so a page load asks the cookie for a token only then (a
 * visitor's public pages make no such call), and a sign-out in one tab signs the others out (its removal
 * fires their 'storage' event).
 */
export const SIGNED_IN_MARK = 'safc.signedIn';

// Identity client clock leeway (platform spec §9): a token this close to its end is treated as expired,
// so a request never leaves with a token the API will refuse on arrival.
export const TOKEN_LEEWAY_MS = IDENTITY_CLOCK_LEEWAY_S * 1000;

let current: InternalToken | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function onStorage(event: StorageEvent): void {
  const signedOutElsewhere = (event.key === SIGNED_IN_MARK || event.key === null) && !event.newValue;
  if (signedOutElsewhere && current) {
    current = null;
    notify();
  }
}

export function subscribeInternalToken(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

export function readInternalToken(): InternalToken | null {
  return current;
}

/** A stable snapshot for useSyncExternalStore: the same object until the token changes. */
export function readInternalTokenSnapshot(): InternalToken | null {
  return current;
}

export function storeInternalToken(token: InternalToken): void {
  current = token;
  localStorage.setItem(SIGNED_IN_MARK, '1');
  notify();
}

export function removeInternalToken(): void {
  current = null;
  localStorage.removeItem(SIGNED_IN_MARK);
  notify();
}

/** Whether this browser had a sign-in when the page was (re)loaded. */
export const hadSignIn = (): boolean => localStorage.getItem(SIGNED_IN_MARK) !== null;

export function isTokenFresh(token: InternalToken, now = Date.now()): boolean {
  const expiresAt = Date.parse(token.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - TOKEN_LEEWAY_MS > now;
}

export function isInternalToken(value: unknown): value is InternalToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' && typeof record.id === 'string' && typeof record.expiresAt === 'string'
  );
}
