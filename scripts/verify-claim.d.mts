// Types of the standalone verifier (verify-claim.mjs), for the registry's code and the tests that import it.
import type { InclusionProof } from '@safc/domain';

export class VerificationError extends Error {}
export interface VerifiedCheckpoint {
  origin: string;
  treeSize: number;
  rootHash: Buffer;
}
export function parseVerifierKey(text: string): { name: string; keyHash: Buffer; publicKey: unknown };
export function verifyCheckpoint(note: string, verifierKey: string): VerifiedCheckpoint;
export function rootFromInclusionProof(
  leafIndex: number,
  treeSize: number,
  hash: Buffer,
  proof: string[],
): Buffer;
export function verifyInclusion(
  inclusion: InclusionProof,
  verifierKey: string,
): { checkpoint: VerifiedCheckpoint; leaf: Record<string, unknown> };
export function verifyConsistencyProof(
  first: number,
  firstRoot: Uint8Array,
  second: number,
  secondRoot: Uint8Array,
  proof: readonly (string | Uint8Array)[],
): void;
export function verifyConsistency(
  olderNote: string,
  newerNote: string,
  proof: string[],
  verifierKey: string,
): { older: VerifiedCheckpoint; newer: VerifiedCheckpoint };
export function main(argv: string[]): Promise<void>;
