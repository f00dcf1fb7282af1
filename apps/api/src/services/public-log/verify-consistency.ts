import { nodeHash } from './merkle';
import { NoteError } from './signed-note';

/**
 * RFC 9162 §2.1.4.2: checks that the tree of size `first` with root `firstRoot` is a prefix of the tree of size
 * `second` with root `secondRoot`. Throws NoteError when it is not (a rewritten or forked log, or a bad proof).
 * The same steps as scripts/verify-claim.mjs.
 */
export function verifyConsistencyProof(
  first: number,
  firstRoot: Uint8Array,
  second: number,
  secondRoot: Uint8Array,
  proof: readonly Uint8Array[],
): void {
  const equal = (a: Uint8Array, b: Uint8Array) => Buffer.from(a).equals(Buffer.from(b));
  if (first > second) throw new NoteError('The older tree is larger than the newer one');
  if (first === second) {
    if (proof.length > 0 || !equal(firstRoot, secondRoot))
      throw new NoteError('Two trees of one size disagree: the log forked');
    return;
  }
  if (first === 0) {
    if (proof.length > 0) throw new NoteError('A proof from the empty tree is empty');
    return;
  }
  const hashes = [...proof];
  if ((first & (first - 1)) === 0) hashes.unshift(firstRoot);
  const [start, ...rest] = hashes;
  if (!start) throw new NoteError('The consistency proof is empty');
  let fn = first - 1;
  let sn = second - 1;
  while (fn % 2 === 1) {
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  let fr: Buffer = Buffer.from(start);
  let sr: Buffer = Buffer.from(start);
  for (const c of rest) {
    if (sn === 0) throw new NoteError('The consistency proof is too long');
    if (fn % 2 === 1 || fn === sn) {
      fr = nodeHash(c, fr);
      sr = nodeHash(c, sr);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      sr = nodeHash(sr, c);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  if (sn !== 0 || !equal(fr, firstRoot) || !equal(sr, secondRoot)) {
    throw new NoteError('The newer tree does not extend the older one: the log was rewritten or forked');
  }
}
