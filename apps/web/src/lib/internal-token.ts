import { IDENTITY_CLOCK_LEEWAY_S, type IssuedToken } from '@safc/domain';
import { createStorageSignal } from './storage-signal';

/** The registry's own 1-hour token from POST /api/auth/token (DESIGN §6). */
/** The answer of POST /api/auth/token, kept in local storage until it expires. */
export type InternalToken = IssuedToken;

const KEY = 'safc.internalToken';
const signal = createStorageSignal(KEY);

// Identity client clock leeway (platform spec §9): a token this close to its end is treated as expired,
// so a request never leaves with a token the API will refuse on arrival.
export const TOKEN_LEEWAY_MS = IDENTITY_CLOCK_LEEWAY_S * 1000;

export const subscribeInternalToken = signal.subscribe;

function isInternalToken(value: unknown): value is InternalToken {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return (
    typeof record.token === 'string' && typeof record.id === 'string' && typeof record.expiresAt === 'string'
  );
}

export function readInternalToken(): InternalToken | null {
  const raw = localStorage.getItem(KEY);
  if (!raw) return null;
  try {
    const parsed: unknown = JSON.parse(raw);
    return isInternalToken(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The raw stored string: a stable snapshot for useSyncExternalStore. */
export function readInternalTokenSnapshot(): string | null {
  return localStorage.getItem(KEY);
}

export function storeInternalToken(token: InternalToken): void {
  localStorage.setItem(KEY, JSON.stringify(token));
  signal.notify();
}

export function removeInternalToken(): void {
  localStorage.removeItem(KEY);
  signal.notify();
}

export function isTokenFresh(token: InternalToken, now = Date.now()): boolean {
  const expiresAt = Date.parse(token.expiresAt);
  return Number.isFinite(expiresAt) && expiresAt - TOKEN_LEEWAY_MS > now;
}
