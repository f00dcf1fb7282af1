import { EMPTY_ROOT, leafHash, nodeHash } from './merkle';

// A follower's view of a log it does not store (RFC 9162 trees, as in transparency-dev's compact ranges): the
// hashes of the complete subtrees of [0, size), largest first, one per set bit of size. Appending a leaf merges
// equal subtrees; the root folds them right to left. So a registry following a peer of a million leaves keeps
// about twenty hashes, whatever the size.

export interface CompactRange {
  size: number;
  /** Base64 hashes of the complete subtrees, largest first. */
  hashes: Buffer[];
}

export const emptyRange = (): CompactRange => ({ size: 0, hashes: [] });

/** Appends one leaf's canonical bytes. */
export function appendLeaf(range: CompactRange, leaf: Uint8Array): CompactRange {
  const hashes = [...range.hashes];
  let hash = leafHash(leaf);
  // Each trailing 1 bit of the old size is a subtree the new one completes.
  for (let size = range.size; size % 2 === 1; size = Math.floor(size / 2)) {
    hash = nodeHash(hashes.pop() as Buffer, hash);
  }
  hashes.push(hash);
  return { size: range.size + 1, hashes };
}

/** RFC 9162 MTH of the range's tree. */
export function rootOf(range: CompactRange): Buffer {
  const last = range.hashes.at(-1);
  if (!last) return EMPTY_ROOT;
  return range.hashes.slice(0, -1).reduceRight<Buffer>((right, left) => nodeHash(left, right), last);
}
