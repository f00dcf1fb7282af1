import { z } from 'zod';
import { BATCH_HASH_PATTERN } from '../issuance/batch-fingerprint';

// Registries that follow each other's public logs (issue 40, docs/decisions/098).

/** A batch issued in a registry's public log: which log, which unit, when. */
export const BatchMatchSchema = z
  .object({
    /** The log's origin (its key name), e.g. registry.example/public-log. */
    origin: z.string(),
    serial: z.string(),
    issuedAt: z.iso.datetime(),
  })
  .meta({ id: 'BatchMatch' });
export type BatchMatch = z.infer<typeof BatchMatchSchema>;

export const BatchHashParamsSchema = z.object({
  hash: z
    .string()
    .regex(
      BATCH_HASH_PATTERN,
      'Give a batch fingerprint or a document hash: 64 lowercase hexadecimal digits',
    ),
});

export const BatchMatchesSchema = z
  .object({ hash: z.string(), matches: z.array(BatchMatchSchema) })
  .meta({ id: 'BatchMatches' });
export type BatchMatches = z.infer<typeof BatchMatchesSchema>;

export const PEER_STATUSES = ['ok', 'unreachable', 'inconsistent'] as const;
export type PeerStatus = (typeof PEER_STATUSES)[number];

export const PeerEvidenceSummarySchema = z.object({
  id: z.uuid(),
  foundAt: z.iso.datetime(),
  detail: z.string(),
});

export const PeerSchema = z
  .object({
    baseUrl: z.string(),
    origin: z.string(),
    status: z.enum(PEER_STATUSES),
    /** The largest tree size verified (signature, consistency and leaves). */
    treeSize: z.number().int().min(0),
    /** Its root, base64; null before the first verified checkpoint. */
    rootHash: z.string().nullable(),
    checkedAt: z.iso.datetime().nullable(),
    /** Why the peer is unreachable or inconsistent. */
    detail: z.string().nullable(),
    /** Signed checkpoints that contradict each other, each downloadable (GET /api/peers/evidence/{id}). */
    evidence: z.array(PeerEvidenceSummarySchema),
  })
  .meta({ id: 'Peer' });
export type Peer = z.infer<typeof PeerSchema>;

export const PeerListSchema = z.object({ items: z.array(PeerSchema) }).meta({ id: 'PeerList' });
export type PeerList = z.infer<typeof PeerListSchema>;

/** Two signed checkpoints of one log that cannot both be honest, with what the follower found. */
export const PeerEvidenceSchema = z
  .object({
    origin: z.string(),
    baseUrl: z.string(),
    verifierKey: z.string(),
    detail: z.string(),
    foundAt: z.iso.datetime(),
    verifiedCheckpoint: z.string().nullable(),
    offeredCheckpoint: z.string(),
    /** The peer's RFC 9162 consistency proof between the two, base64, when it sent one. */
    consistencyProof: z.array(z.string()).nullable(),
  })
  .meta({ id: 'PeerEvidence' });
export type PeerEvidence = z.infer<typeof PeerEvidenceSchema>;
