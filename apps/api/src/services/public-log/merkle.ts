import { createHash } from 'node:crypto';

// RFC 9162 §2.1: the Merkle tree of the public log. Leaves are hashed with a 0x00 prefix and interior nodes
// with 0x01, so a leaf can never pass for a node. Hashes of complete subtrees are stored (log_nodes), so any
// root or proof is a fold over at most 2·log2(n) stored hashes.

export const leafHash = (leaf: Uint8Array): Buffer =>
  createHash('sha256')
    .update(Buffer.from([0]))
    .update(leaf)
    .digest();

export const nodeHash = (left: Uint8Array, right: Uint8Array): Buffer =>
  createHash('sha256')
    .update(Buffer.from([1]))
    .update(left)
    .update(right)
    .digest();

/** The root of the empty tree: SHA-256 of nothing. */
export const EMPTY_ROOT = createHash('sha256').digest();

/** A complete subtree: level L, index i covers leaves [i·2^L, (i+1)·2^L). */
export interface NodeKey {
  level: number;
  index: number;
}

export const nodeKeyText = ({ level, index }: NodeKey): string => `${level}:${index}`;

/** The largest power of two strictly below n (n ≥ 2). */
export function splitPoint(n: number): number {
  let k = 1;
  while (k * 2 < n) k *= 2;
  return k;
}

const log2 = (n: number): number => Math.round(Math.log2(n));

/** A half-open range of leaves [start, end) whose MTH a proof carries. */
export type LeafRange = [start: number, end: number];

/**
 * The complete subtrees a range's hash is folded from. Every range a proof names starts at a multiple of
 * the largest power of two it holds (RFC 9162's recursion only splits at powers of two), so it decomposes
 * into complete subtrees of decreasing size.
 */
export function subtreesOf([start, end]: LeafRange): NodeKey[] {
  const keys: NodeKey[] = [];
  let at = start;
  while (at < end) {
    let size = 1;
    while (at % (size * 2) === 0 && at + size * 2 <= end) size *= 2;
    keys.push({ level: log2(size), index: at / size });
    at += size;
  }
  return keys;
}

/** MTH of a range from its complete subtrees: the right fold RFC 9162's definition unrolls to. */
export function rangeHash(range: LeafRange, nodeOf: (key: NodeKey) => Uint8Array): Buffer {
  const hashes = subtreesOf(range).map(nodeOf);
  const last = hashes.pop();
  if (!last) return EMPTY_ROOT;
  return hashes.reduceRight<Buffer>((right, left) => nodeHash(left, right), Buffer.from(last));
}

/** RFC 9162 §2.1.3.1 PATH(m, D[start:end]): the ranges whose hashes prove leaf m, bottom up. */
export function inclusionRanges(m: number, size: number, start = 0): LeafRange[] {
  const n = size;
  if (n <= 1) return [];
  const k = splitPoint(n);
  return m < k
    ? [...inclusionRanges(m, k, start), [start + k, start + n]]
    : [...inclusionRanges(m - k, n - k, start + k), [start, start + k]];
}

/** RFC 9162 §2.1.4.1 SUBPROOF(m, D[start:end], b): the ranges proving tree m is a prefix of tree n. */
export function consistencyRanges(m: number, n: number, start = 0, complete = true): LeafRange[] {
  if (m === n) return complete ? [] : [[start, start + n]];
  const k = splitPoint(n);
  return m <= k
    ? [...consistencyRanges(m, k, start, complete), [start + k, start + n]]
    : [...consistencyRanges(m - k, n - k, start + k, false), [start, start + k]];
}

/**
 * The nodes appending leaves makes complete: each leaf, and every subtree its arrival closes. `frontier`
 * holds the complete subtrees of the tree before the append (the only older nodes a new one can need).
 */
export function nodesAfterAppend(
  size: number,
  newLeafHashes: readonly Uint8Array[],
  frontier: ReadonlyMap<string, Uint8Array>,
): { key: NodeKey; hash: Buffer }[] {
  const known = new Map(frontier);
  const made: { key: NodeKey; hash: Buffer }[] = [];
  newLeafHashes.forEach((hash, offset) => {
    const index = size + offset;
    let key: NodeKey = { level: 0, index };
    let current: Buffer = Buffer.from(hash);
    made.push({ key, hash: current });
    known.set(nodeKeyText(key), current);
    // Leaf `index` closes the subtree of level L+1 each time it is the right child at level L.
    while (key.index % 2 === 1) {
      const left = known.get(nodeKeyText({ level: key.level, index: key.index - 1 }));
      if (!left) throw new Error(`Merkle append: node ${key.level}:${key.index - 1} is missing`);
      current = nodeHash(left, current);
      key = { level: key.level + 1, index: (key.index - 1) / 2 };
      made.push({ key, hash: current });
      known.set(nodeKeyText(key), current);
    }
  });
  return made;
}
