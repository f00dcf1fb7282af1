import { z } from 'zod';

// The public log (DESIGN §7, §8; docs/decisions/011): RFC 9162 Merkle proofs over the public events, and
// C2SP tlog-checkpoints signed with Ed25519. Hashes travel in standard base64, as in the checkpoint text.

const base64Hash = z.string().regex(/^[A-Za-z0-9+/]{43}=$/, 'A base64 SHA-256 hash');

/** The kinds of public event that are leaves of the tree (a claim's signed correction since decision 094). */
export const LOG_LEAF_KINDS = ['issued', 'claimed', 'expired', 'removed', 'claimEdited'] as const;
export type LogLeafKind = (typeof LOG_LEAF_KINDS)[number];

export const LogCheckpointSchema = z
  .object({
    origin: z.string(),
    treeSize: z.number().int().min(0),
    rootHash: base64Hash,
    signedAt: z.iso.datetime(),
    /** The signed note exactly as signed: origin, size, root, a blank line, the signature line. */
    checkpoint: z.string(),
  })
  .meta({ id: 'LogCheckpoint' });
export type LogCheckpoint = z.infer<typeof LogCheckpointSchema>;

export const LogVerifierKeySchema = z
  .object({
    origin: z.string(),
    algorithm: z.literal('Ed25519'),
    /** `<name>+<hex key hash>+<base64(0x01 || public key)>` (C2SP signed-note). */
    verifierKey: z.string(),
    publicKey: z.string().describe('The raw 32-byte Ed25519 public key, base64'),
  })
  .meta({ id: 'LogVerifierKey' });
export type LogVerifierKey = z.infer<typeof LogVerifierKeySchema>;

export const InclusionProofQuerySchema = z.object({
  unit: z.string().trim().min(1).max(64).describe('A unit serial (SAFCA-2026-000123) or its id'),
  kind: z.enum(LOG_LEAF_KINDS).default('claimed'),
  treeSize: z.coerce.number().int().min(1).optional().describe('A checkpoint size; the latest by default'),
});
export type InclusionProofQuery = z.output<typeof InclusionProofQuerySchema>;

export const InclusionProofSchema = z
  .object({
    kind: z.enum(LOG_LEAF_KINDS),
    serial: z.string(),
    leafIndex: z.number().int().min(0),
    treeSize: z.number().int().min(1),
    /** The leaf's canonical bytes as UTF-8 text: SHA-256(0x00 || these bytes) is the leaf hash. */
    leaf: z.string(),
    leafHash: base64Hash,
    /** Sibling hashes from the leaf up (RFC 9162 §2.1.3). */
    proof: z.array(base64Hash),
    checkpoint: LogCheckpointSchema,
  })
  .meta({ id: 'InclusionProof' });
export type InclusionProof = z.infer<typeof InclusionProofSchema>;

export const ConsistencyProofQuerySchema = z
  .object({
    from: z.coerce.number().int().min(1),
    to: z.coerce.number().int().min(1),
  })
  .refine((query) => query.from <= query.to, { message: 'from must not be above to', path: ['from'] });
export type ConsistencyProofQuery = z.output<typeof ConsistencyProofQuerySchema>;

export const ConsistencyProofSchema = z
  .object({
    from: z.number().int().min(1),
    to: z.number().int().min(1),
    /** RFC 9162 §2.1.4 consistency proof. */
    proof: z.array(base64Hash),
  })
  .meta({ id: 'ConsistencyProof' });
export type ConsistencyProof = z.infer<typeof ConsistencyProofSchema>;

/** At most this many leaves are read in one call of GET /api/public/log/leaves. */
export const MAX_LOG_LEAVES_PER_CALL = 1_000;

export const LogLeavesQuerySchema = z
  .object({
    start: z.coerce.number().int().min(0).describe('The first leaf index, counted from 0'),
    end: z.coerce.number().int().min(1).describe('The leaf index after the last one (exclusive)'),
  })
  .refine((query) => query.start < query.end, { message: 'start must be below end', path: ['start'] })
  .refine((query) => query.end - query.start <= MAX_LOG_LEAVES_PER_CALL, {
    message: `At most ${MAX_LOG_LEAVES_PER_CALL} leaves a call`,
    path: ['end'],
  });
export type LogLeavesQuery = z.output<typeof LogLeavesQuerySchema>;

export const LogLeavesSchema = z
  .object({
    start: z.number().int().min(0),
    end: z.number().int().min(1),
    /** Each leaf's canonical bytes as UTF-8 text, leaf `start` first: SHA-256(0x00 || bytes) is its hash. */
    leaves: z.array(z.string()),
  })
  .meta({ id: 'LogLeaves' });
export type LogLeaves = z.infer<typeof LogLeavesSchema>;

/** The registry's witness key (C2SP tlog-cosignature, cosignature/v1 with Ed25519). */
export const WitnessKeySchema = z
  .object({
    name: z.string(),
    /** `<name>+<hex key id>+<base64(0x04 || public key)>`. */
    verifierKey: z.string(),
    publicKey: z.string().describe('The raw 32-byte Ed25519 public key, base64'),
  })
  .meta({ id: 'WitnessKey' });
export type WitnessKey = z.infer<typeof WitnessKeySchema>;
