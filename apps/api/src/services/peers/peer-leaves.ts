import { BATCH_HASH_PATTERN } from '@safc/domain';
import type { peerBatches } from '../../db/schema';

type PeerBatchRow = typeof peerBatches.$inferInsert;

const hashOrNull = (value: unknown): string | null =>
  typeof value === 'string' && BATCH_HASH_PATTERN.test(value) ? value : null;

/**
 * The batch a peer's leaf names, if any: an issued leaf of version 2 or later with a batch fingerprint or a
 * document hash (decision 098). Anything else a peer's log holds (claims, version 1 leaves, leaves this
 * registry cannot read) is only hashed into the tree, never stored.
 */
export function peerBatchOfLeaf(origin: string, leafIndex: number, text: string): PeerBatchRow | null {
  let leaf: Record<string, unknown>;
  try {
    const parsed: unknown = JSON.parse(text);
    if (typeof parsed !== 'object' || parsed === null) return null;
    leaf = parsed as Record<string, unknown>;
  } catch {
    return null;
  }
  if (leaf.kind !== 'issued') return null;
  const batchFingerprint = hashOrNull(leaf.batchFingerprint);
  const documentSha256 = hashOrNull(leaf.documentSha256);
  if (!batchFingerprint && !documentSha256) return null;
  const serial = typeof leaf.serial === 'string' ? leaf.serial.slice(0, 64) : '';
  const issuedAt = new Date(typeof leaf.issuanceDate === 'string' ? leaf.issuanceDate : String(leaf.at));
  if (!serial || Number.isNaN(issuedAt.getTime())) return null;
  return { origin, leafIndex, serial, issuedAt, batchFingerprint, documentSha256 };
}
