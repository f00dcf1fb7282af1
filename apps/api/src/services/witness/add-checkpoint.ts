import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { witnessedCheckpoints } from '../../db/schema';
import { EMPTY_ROOT } from '../public-log/merkle';
import { parseVerifierKey, verifiedCheckpoint } from '../public-log/signed-note';
import type { PeerRegistry } from '../peers/peer-registries';
import type { WitnessSigner } from './witness-signer';
// RFC 9162's consistency check, one implementation: the standalone verifier anyone runs (decision 098).
import { verifyConsistencyProof } from '../../../../../scripts/verify-claim.mjs';

/** C2SP tlog-witness: a client sends at most 63 proof lines. */
const MAX_PROOF_LINES = 63;

/** A refusal of add-checkpoint: the status the spec names, and a plain-text body. */
export class WitnessRefusal extends Error {
  constructor(
    readonly statusCode: 400 | 403 | 404 | 409 | 422,
    message: string,
    /** For a 409 on the old size: the size last cosigned, answered as text/x.tlog.size. */
    readonly cosignedSize?: number,
  ) {
    super(message);
  }
}

interface AddCheckpointRequest {
  oldSize: number;
  proof: Buffer[];
  note: string;
}

/** `old <size>\n`, proof lines, an empty line, then the signed checkpoint (C2SP tlog-witness). */
export function parseAddCheckpoint(body: string): AddCheckpointRequest {
  const split = body.indexOf('\n\n');
  if (split < 0) throw new WitnessRefusal(400, 'The request has no empty line before the checkpoint');
  const [oldLine, ...proofLines] = body.slice(0, split).split('\n');
  const old = /^old (0|[1-9]\d{0,15})$/.exec(oldLine ?? '');
  if (!old) throw new WitnessRefusal(400, 'The first line must read "old <size>"');
  if (proofLines.length > MAX_PROOF_LINES)
    throw new WitnessRefusal(400, `At most ${MAX_PROOF_LINES} consistency proof lines`);
  const proof = proofLines.map((line) => {
    const hash = Buffer.from(line, 'base64');
    if (hash.length !== 32 || hash.toString('base64') !== line)
      throw new WitnessRefusal(400, 'Each consistency proof line is one base64 SHA-256 hash');
    return hash;
  });
  return { oldSize: Number(old[1]), proof, note: body.slice(split + 2) };
}

/**
 * POST /api/witness/add-checkpoint (C2SP tlog-witness): cosigns a peer's checkpoint when it extends the last
 * one cosigned for its origin. Known origins and keys are the peers of PEER_REGISTRIES. The check of the old
 * size and the update are one transaction holding the origin's row, so two submissions cannot roll it back.
 */
export async function addCheckpoint(
  db: Db,
  peers: readonly PeerRegistry[],
  signer: WitnessSigner,
  body: string,
  now = new Date(),
): Promise<string> {
  const request = parseAddCheckpoint(body);
  const origin = request.note.slice(0, request.note.indexOf('\n'));
  const peer = peers.find((candidate) => candidate.origin === origin);
  if (!peer) throw new WitnessRefusal(404, `This witness does not know the log ${origin}`);
  let checkpoint;
  try {
    checkpoint = verifiedCheckpoint(request.note, parseVerifierKey(peer.verifierKey));
  } catch (error) {
    throw new WitnessRefusal(403, (error as Error).message);
  }
  if (request.oldSize > checkpoint.treeSize)
    throw new WitnessRefusal(400, 'The old size is larger than the checkpoint size');
  if (request.oldSize === 0 && request.proof.length > 0)
    throw new WitnessRefusal(400, 'A proof from size 0 is empty');

  return db.transaction(async (tx) => {
    await tx
      .insert(witnessedCheckpoints)
      .values({ origin, treeSize: 0, rootHash: EMPTY_ROOT })
      .onConflictDoNothing();
    const [latest] = await tx
      .select()
      .from(witnessedCheckpoints)
      .where(eq(witnessedCheckpoints.origin, origin))
      .for('update');
    const cosignedSize = latest?.treeSize ?? 0;
    if (request.oldSize !== cosignedSize)
      throw new WitnessRefusal(409, `The last checkpoint cosigned is of size ${cosignedSize}`, cosignedSize);
    if (cosignedSize > 0 && latest) {
      try {
        verifyConsistencyProof(
          cosignedSize,
          latest.rootHash,
          checkpoint.treeSize,
          checkpoint.rootHash,
          request.proof,
        );
      } catch (error) {
        if (cosignedSize === checkpoint.treeSize)
          throw new WitnessRefusal(409, 'Another root was cosigned for this size');
        throw new WitnessRefusal(422, (error as Error).message);
      }
    }
    await tx
      .update(witnessedCheckpoints)
      .set({ treeSize: checkpoint.treeSize, rootHash: checkpoint.rootHash, cosignedAt: sql`now()` })
      .where(eq(witnessedCheckpoints.origin, origin));
    return signer.cosign(checkpoint.body, now);
  });
}
