import type { InclusionProof } from '@safc/domain';

// The browser's own check of a claim's inclusion proof (RFC 9162 §2.1.3.2), with Web Crypto, so "verified"
// on the unit page is computed here from the leaf's bytes rather than taken from the server's word. The
// standalone scripts/verify-claim.mjs does the same and more (signature with a pinned key, consistency).

const sha256 = async (...parts: Uint8Array[]): Promise<Uint8Array> => {
  const joined = new Uint8Array(parts.reduce((length, part) => length + part.length, 0));
  let at = 0;
  for (const part of parts) {
    joined.set(part, at);
    at += part.length;
  }
  return new Uint8Array(await crypto.subtle.digest('SHA-256', joined));
};
const fromBase64 = (text: string): Uint8Array => Uint8Array.from(atob(text), (char) => char.charCodeAt(0));
const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, index) => byte === b[index]);

/** Whether the leaf's bytes and the proof lead to the checkpoint's root hash. */
export async function inclusionHolds(proof: InclusionProof): Promise<boolean> {
  if (proof.leafIndex >= proof.treeSize || proof.treeSize !== proof.checkpoint.treeSize) return false;
  let fn = proof.leafIndex;
  let sn = proof.treeSize - 1;
  let root = await sha256(new Uint8Array([0]), new TextEncoder().encode(proof.leaf));
  for (const sibling of proof.proof.map(fromBase64)) {
    if (sn === 0) return false;
    if (fn % 2 === 1 || fn === sn) {
      root = await sha256(new Uint8Array([1]), sibling, root);
      while (fn % 2 === 0 && fn !== 0) {
        fn = Math.floor(fn / 2);
        sn = Math.floor(sn / 2);
      }
    } else {
      root = await sha256(new Uint8Array([1]), root, sibling);
    }
    fn = Math.floor(fn / 2);
    sn = Math.floor(sn / 2);
  }
  return sn === 0 && sameBytes(root, fromBase64(proof.checkpoint.rootHash));
}
