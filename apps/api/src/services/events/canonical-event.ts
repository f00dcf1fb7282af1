import { createHash } from 'node:crypto';
import type { EventType } from '@safc/domain';

/** The fields of an event that its hash seals, exactly as they can be read back from the database. */
export interface CanonicalEvent {
  id: string;
  seq: number;
  /** ISO 8601 in UTC with milliseconds, e.g. 2026-11-21T05:42:10.123Z. */
  at: string;
  actorId: string | null;
  companyId: string | null;
  accountId: string | null;
  entityType: string;
  entityId: string;
  type: EventType;
  payload: unknown;
}

/** The prev_hash of the first event. */
export const GENESIS_HASH = '0'.repeat(64);

/**
 * Payloads are stored as jsonb, which reorders keys and drops what JSON cannot hold (undefined, functions)
 * and turns Dates into strings. Writing the JSON round-trip of a payload, and hashing that, makes what is
 * hashed identical to what verification reads back.
 */
export function normalizePayload(payload: unknown): unknown {
  if (payload === undefined) return {};
  return JSON.parse(JSON.stringify(payload)) as unknown;
}

/** JSON with object keys sorted at every depth, so the same event always gives the same text. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map((item) => canonicalJson(item ?? null)).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, item]) => item !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${canonicalJson(item)}`);
    return `{${entries.join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** sha-256 (hex) over the previous link's hash followed by the canonical form of the event. */
export function hashEvent(prevHash: string, event: CanonicalEvent): string {
  // Only the named fields are sealed, even when handed a whole row (with its hash, prevHash...).
  const { id, seq, at, actorId, companyId, accountId, entityType, entityId, type, payload } = event;
  const sealed = { id, seq, at, actorId, companyId, accountId, entityType, entityId, type, payload };
  return createHash('sha256').update(prevHash).update(canonicalJson(sealed)).digest('hex');
}
