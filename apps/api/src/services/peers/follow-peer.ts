import { MAX_LOG_LEAVES_PER_CALL } from '@safc/domain';
import type { Db } from '../../db/client';
import { peerBatches } from '../../db/schema';
import { appendLeaf, rootOf, type CompactRange } from '../public-log/compact-range';
import { NoteError, parseVerifierKey, verifiedCheckpoint, type Checkpoint } from '../public-log/signed-note';
import { getPeerJson, PeerUnreachable } from './peer-http';
import { peerBatchOfLeaf } from './peer-leaves';
import type { PeerRegistry } from './peer-registries';
import {
  dropUnverifiedBatches,
  ensurePeerLog,
  recordInconsistency,
  recordPeerCheck,
  renewPeerLease,
  takePeerLease,
  type Inconsistency,
  type PeerLog,
} from './peer-state';
// RFC 9162's consistency check, one implementation: the standalone verifier anyone runs (decision 098).
import { verifyConsistencyProof } from '../../../../../scripts/verify-claim.mjs';

export type FollowOutcome = 'ok' | 'unreachable' | 'inconsistent' | 'busy';

class Inconsistent extends Error {
  constructor(readonly found: Inconsistency) {
    super(found.detail);
  }
}

const stringField = (body: unknown, field: string): string => {
  const value = (body as Record<string, unknown> | null)?.[field];
  if (typeof value !== 'string') throw new PeerUnreachable(`The peer's answer has no ${field}`);
  return value;
};

const base64Hashes = (value: unknown): Buffer[] => {
  if (!Array.isArray(value) || value.length > 128) throw new PeerUnreachable('The peer sent no proof');
  return value.map((hash) => {
    const bytes = typeof hash === 'string' ? Buffer.from(hash, 'base64') : Buffer.alloc(0);
    if (bytes.length !== 32) throw new PeerUnreachable('The peer sent a proof hash that is not 32 bytes');
    return bytes;
  });
};

/**
 * Follows one peer registry's public log one step (issue 40, docs/decisions/098): reads its signed checkpoint,
 * checks the signature with the pinned key and that it extends the largest checkpoint verified before (RFC 9162
 * consistency proof), reads the new leaves 1,000 at a time, checks they hash to the signed root, and keeps the
 * batches they name. Only one process follows a peer at a time (a lease on its row). A peer that does not
 * answer is `unreachable`; one whose history contradicts what was verified is `inconsistent` for good, with its
 * state kept at the last verified checkpoint.
 */
export async function followPeer(db: Db, peer: PeerRegistry, publicUrl: string): Promise<FollowOutcome> {
  await ensurePeerLog(db, peer);
  const state = await takePeerLease(db, peer.origin);
  if (!state) return 'busy';
  if (state.status === 'inconsistent') {
    // Kept as found: an operator who trusts the peer again removes its row (README), nothing here does.
    await recordPeerCheck(db, peer.origin, {});
    return 'inconsistent';
  }
  try {
    const verified = await advance(db, peer, state);
    await recordPeerCheck(db, peer.origin, { status: 'ok', detail: null, ...verified });
    return 'ok';
  } catch (error) {
    if (error instanceof Inconsistent) {
      await recordInconsistency(db, state, error.found, publicUrl);
      return 'inconsistent';
    }
    const detail =
      error instanceof PeerUnreachable || error instanceof NoteError ? error.message : String(error);
    await recordPeerCheck(db, peer.origin, { status: 'unreachable', detail: detail.slice(0, 500) });
    return 'unreachable';
  }
}

/** The new verified state, or throws Inconsistent / PeerUnreachable / NoteError. */
async function advance(db: Db, peer: PeerRegistry, state: PeerLog) {
  const key = parseVerifierKey(peer.verifierKey);
  const note = stringField(await getPeerJson(peer.baseUrl, '/api/public/checkpoint'), 'checkpoint');
  // A note not signed by the pinned key proves nothing about the peer: unreachable, not inconsistent.
  const offered = verifiedCheckpoint(note, key);
  const inconsistent = (detail: string, consistencyProof: string[] | null = null) =>
    new Inconsistent({ detail, offeredCheckpoint: note, consistencyProof });
  const verifiedRoot = state.rootHash ? Buffer.from(state.rootHash) : null;

  if (offered.treeSize < state.treeSize) {
    throw inconsistent(
      `its signed checkpoint of size ${offered.treeSize} is smaller than the verified size ${state.treeSize}`,
    );
  }
  if (offered.treeSize === state.treeSize) {
    if (verifiedRoot && !verifiedRoot.equals(offered.rootHash))
      throw inconsistent(`it signed two different roots for size ${state.treeSize}`);
    return {};
  }
  if (state.treeSize > 0 && verifiedRoot) {
    const body = await getPeerJson(
      peer.baseUrl,
      `/api/public/proof/consistency?from=${state.treeSize}&to=${offered.treeSize}`,
    );
    const proof = base64Hashes((body as { proof?: unknown } | null)?.proof);
    try {
      verifyConsistencyProof(state.treeSize, verifiedRoot, offered.treeSize, offered.rootHash, proof);
    } catch (error) {
      throw inconsistent(
        `size ${offered.treeSize} does not extend size ${state.treeSize} (${(error as Error).message})`,
        proof.map((hash) => hash.toString('base64')),
      );
    }
  }
  const range = await readNewLeaves(db, peer, state, offered);
  if (!rootOf(range).equals(offered.rootHash)) {
    throw inconsistent(
      `its leaves ${state.treeSize} to ${offered.treeSize - 1} do not hash to its signed root`,
    );
  }
  return {
    treeSize: offered.treeSize,
    rootHash: offered.rootHash,
    checkpoint: note,
    frontier: range.hashes.map((hash) => hash.toString('base64')),
  };
}

/**
 * Reads leaves [verified size, offered size) page by page, extending the compact range and storing the batches
 * they name as rows above the verified size: they count as matches only once the root is checked.
 */
async function readNewLeaves(
  db: Db,
  peer: PeerRegistry,
  state: PeerLog,
  offered: Checkpoint,
): Promise<CompactRange> {
  await dropUnverifiedBatches(db, peer.origin, state.treeSize);
  let range: CompactRange = {
    size: state.treeSize,
    hashes: state.frontier.map((hash) => Buffer.from(hash, 'base64')),
  };
  for (let start = state.treeSize; start < offered.treeSize; start += MAX_LOG_LEAVES_PER_CALL) {
    const end = Math.min(offered.treeSize, start + MAX_LOG_LEAVES_PER_CALL);
    const body = await getPeerJson(peer.baseUrl, `/api/public/log/leaves?start=${start}&end=${end}`);
    const leaves = (body as { leaves?: unknown } | null)?.leaves;
    if (
      !Array.isArray(leaves) ||
      leaves.length !== end - start ||
      leaves.some((leaf) => typeof leaf !== 'string')
    )
      throw new PeerUnreachable(`The peer sent no leaves ${start} to ${end - 1}`);
    const rows = [];
    for (const [offset, leaf] of (leaves as string[]).entries()) {
      range = appendLeaf(range, Buffer.from(leaf, 'utf8'));
      const row = peerBatchOfLeaf(peer.origin, start + offset, leaf);
      if (row) rows.push(row);
    }
    if (rows.length > 0) await db.insert(peerBatches).values(rows).onConflictDoNothing();
    await renewPeerLease(db, peer.origin);
  }
  return range;
}
