import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client';
import { peerBatches, peerEvidence, peerLogs } from '../../db/schema';
import { administrators } from '../notifications/notification-recipients';
import { writeNotice } from '../notifications/notify-events';
import type { PeerRegistry } from './peer-registries';

export type PeerLog = typeof peerLogs.$inferSelect;

/** How long one process may follow a peer before another may take over (renewed at every page). */
const LEASE = sql`interval '5 minutes'`;

/** The configured peer's row, created at its first follow; a changed URL or pinned key is taken as given. */
export async function ensurePeerLog(db: DbOrTx, peer: PeerRegistry): Promise<void> {
  await db
    .insert(peerLogs)
    .values({ origin: peer.origin, baseUrl: peer.baseUrl, verifierKey: peer.verifierKey })
    .onConflictDoUpdate({
      target: peerLogs.origin,
      set: { baseUrl: peer.baseUrl, verifierKey: peer.verifierKey },
    });
}

/**
 * Takes the peer for this process: one row update that succeeds for one process only, while no other holds an
 * unexpired lease. A lease rather than an advisory lock in a transaction, because following calls the peer over
 * the network and must not hold a transaction (or PGlite's one connection) open meanwhile.
 */
export async function takePeerLease(db: DbOrTx, origin: string): Promise<PeerLog | undefined> {
  const [row] = await db
    .update(peerLogs)
    .set({ leaseUntil: sql`now() + ${LEASE}` })
    .where(
      and(
        eq(peerLogs.origin, origin),
        sql`(${peerLogs.leaseUntil} is null or ${peerLogs.leaseUntil} < now())`,
      ),
    )
    .returning();
  return row;
}

export async function renewPeerLease(db: DbOrTx, origin: string): Promise<void> {
  await db
    .update(peerLogs)
    .set({ leaseUntil: sql`now() + ${LEASE}` })
    .where(eq(peerLogs.origin, origin));
}

/** Rows of leaves not verified yet (a run cut short, or leaves that did not match the root) are dropped. */
export async function dropUnverifiedBatches(db: DbOrTx, origin: string, verifiedSize: number): Promise<void> {
  await db
    .delete(peerBatches)
    .where(and(eq(peerBatches.origin, origin), gte(peerBatches.leafIndex, verifiedSize)));
}

/** A run ended: what it found, and the lease let go. */
export async function recordPeerCheck(
  db: DbOrTx,
  origin: string,
  change: Partial<Pick<PeerLog, 'status' | 'detail' | 'treeSize' | 'rootHash' | 'checkpoint' | 'frontier'>>,
): Promise<void> {
  await db
    .update(peerLogs)
    .set({ ...change, checkedAt: sql`now()`, leaseUntil: null })
    .where(eq(peerLogs.origin, origin));
}

export interface Inconsistency {
  detail: string;
  offeredCheckpoint: string;
  consistencyProof: string[] | null;
}

/**
 * The peer offered a history that contradicts the one verified: it is marked inconsistent with its state kept,
 * both signed checkpoints are kept as evidence, and every administrator is mailed, all in one transaction.
 */
export async function recordInconsistency(
  db: Db,
  peer: PeerLog,
  found: Inconsistency,
  publicUrl: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await dropUnverifiedBatches(tx, peer.origin, peer.treeSize);
    const [evidence] = await tx
      .insert(peerEvidence)
      .values({
        origin: peer.origin,
        verifiedCheckpoint: peer.checkpoint,
        offeredCheckpoint: found.offeredCheckpoint,
        consistencyProof: found.consistencyProof,
        detail: found.detail,
      })
      .returning({ id: peerEvidence.id });
    await recordPeerCheck(tx, peer.origin, { status: 'inconsistent', detail: found.detail });
    await writeNotice(
      tx,
      {
        kind: 'peerInconsistent',
        recipients: await administrators(tx),
        companyId: null,
        actionId: null,
        content: {
          subject: `Peer registry ${peer.origin} rewrote its public log`,
          paragraphs: [
            `The public log of ${peer.baseUrl} (${peer.origin}) no longer extends the checkpoint of size ${peer.treeSize} this registry verified: ${found.detail}`,
            'Its batches stay as last verified and it is no longer followed. Both signed checkpoints are kept as evidence on the Peer registries screen; anyone holding its key can check them.',
          ],
          callToAction: 'Open peer registries',
          link: '/peers',
        },
      },
      `peerInconsistent:${evidence?.id}`,
      publicUrl,
    );
  });
}
