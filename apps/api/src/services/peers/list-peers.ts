import type { Peer, PeerEvidence, PeerList } from '@safc/domain';
import { asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { peerEvidence, peerLogs } from '../../db/schema';
import { AppError } from '../../errors/app-error';
import type { PeerRegistry } from './peer-registries';

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * GET /api/peers: every configured peer with its verified state. A peer not followed yet is listed as
 * unreachable at size 0; a row of a peer no longer configured is not listed (its batches stay until removed).
 */
export async function listPeers(db: DbOrTx, configured: readonly PeerRegistry[]): Promise<PeerList> {
  const origins = configured.map((peer) => peer.origin);
  if (origins.length === 0) return { items: [] };
  const rows = await db.select().from(peerLogs).where(inArray(peerLogs.origin, origins));
  const evidence = await db
    .select({
      id: peerEvidence.id,
      origin: peerEvidence.origin,
      foundAt: peerEvidence.foundAt,
      detail: peerEvidence.detail,
    })
    .from(peerEvidence)
    .where(inArray(peerEvidence.origin, origins))
    .orderBy(asc(peerEvidence.foundAt));
  return {
    items: configured.map((peer): Peer => {
      const row = rows.find((candidate) => candidate.origin === peer.origin);
      return {
        baseUrl: peer.baseUrl,
        origin: peer.origin,
        status: row?.status ?? 'unreachable',
        treeSize: row?.treeSize ?? 0,
        rootHash: row?.rootHash ? Buffer.from(row.rootHash).toString('base64') : null,
        checkedAt: iso(row?.checkedAt ?? null),
        detail: row ? row.detail : 'Not checked yet',
        evidence: evidence
          .filter((item) => item.origin === peer.origin)
          .map((item) => ({ id: item.id, foundAt: item.foundAt.toISOString(), detail: item.detail })),
      };
    }),
  };
}

/** One piece of evidence, with the peer's pinned key so the file checks on its own. */
export async function getPeerEvidence(db: DbOrTx, id: string): Promise<PeerEvidence> {
  const [row] = await db
    .select({ evidence: peerEvidence, peer: peerLogs })
    .from(peerEvidence)
    .innerJoin(peerLogs, eq(peerLogs.origin, peerEvidence.origin))
    .where(eq(peerEvidence.id, id));
  if (!row) throw AppError.notFound('No such evidence', { id });
  return {
    origin: row.peer.origin,
    baseUrl: row.peer.baseUrl,
    verifierKey: row.peer.verifierKey,
    detail: row.evidence.detail,
    foundAt: row.evidence.foundAt.toISOString(),
    verifiedCheckpoint: row.evidence.verifiedCheckpoint,
    offeredCheckpoint: row.evidence.offeredCheckpoint,
    consistencyProof: row.evidence.consistencyProof,
  };
}
