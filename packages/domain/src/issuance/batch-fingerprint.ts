import type { CertificationScheme } from '../catalogues/certification';

// Issue 40, docs/batch-fingerprint.md: a fuel batch is named the same way in every registry, so two registries
// that hash the same batch get the same value and can tell each other "this batch was issued here" without
// sharing anything else. The text is versioned so the formula can change without two meanings of one hash.

/**
 * A certificate or batch number as the fingerprint reads it: Unicode NFKC (full-width and compatibility
 * characters become their plain forms), upper case, and every character other than A-Z and 0-9 removed, so
 * "pos-2026/001", "POS 2026 001" and "ＰＯＳ２０２６００１" are the same batch.
 */
export function normaliseBatchIdentifier(value: string): string {
  return value
    .normalize('NFKC')
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '');
}

/** The UTF-8 text whose SHA-256 is the fingerprint: `safc-batch/v1\n<scheme>\n<certificate>\n<batch>\n`. */
export function batchFingerprintText(batch: BatchIdentity): string {
  return [
    'safc-batch/v1',
    batch.scheme,
    normaliseBatchIdentifier(batch.certificateNumber),
    normaliseBatchIdentifier(batch.batchNumber),
    '',
  ].join('\n');
}

export interface BatchIdentity {
  scheme: CertificationScheme;
  certificateNumber: string;
  batchNumber: string;
}

/**
 * The batch fingerprint: lowercase hex SHA-256 of batchFingerprintText. Web Crypto, so the browser (the public
 * "Check a batch" page) and the API compute it with the same code.
 */
export async function batchFingerprint(batch: BatchIdentity): Promise<string> {
  return sha256Hex(new TextEncoder().encode(batchFingerprintText(batch)));
}

/** Lowercase hex SHA-256 of bytes: the batch fingerprint and a document's hash are both written this way. */
export async function sha256Hex(bytes: Uint8Array): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new Uint8Array(bytes));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** A fingerprint or document hash as written in addresses and answers: 64 lowercase hex digits. */
export const BATCH_HASH_PATTERN = /^[0-9a-f]{64}$/;
