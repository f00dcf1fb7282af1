import type { FastifyInstance } from 'fastify';
import { followPeer } from '../services/peers/follow-peer';
import { requestCosignature } from '../services/witness/request-cosignatures';
import { startRecurringJob, type StopJob } from './recurring-job';

export const FOLLOW_PEERS_EVERY_MS = 5_000;

/**
 * Follows every peer registry (PEER_REGISTRIES) one step every few seconds (docs/decisions/098), and asks it to
 * cosign this registry's latest checkpoint (docs/decisions/100). Every API process runs it; a lease on each
 * peer's row lets one process at a time follow that peer, and only that process asks for the cosignature.
 */
export function startFollowPeersJob(app: FastifyInstance, everyMs = FOLLOW_PEERS_EVERY_MS): StopJob {
  const { peers, publicUrl } = app.config;
  return startRecurringJob(everyMs, async () => {
    if (peers.length === 0) return;
    let failed = false;
    for (const peer of peers) {
      await followPeer(app.database.db, peer, publicUrl)
        .then(async (outcome) => {
          if (outcome === 'inconsistent' || outcome === 'unreachable')
            app.log.warn({ peer: peer.origin, outcome }, 'peer registry not followed');
          if (outcome !== 'busy') await requestCosignature(app.database.db, peer);
        })
        .catch((error: unknown) => {
          failed = true;
          app.log.warn({ err: error, peer: peer.origin }, 'a peer registry failed');
        });
    }
    // An unreachable peer is the peer's trouble (safc_peer_checkpoint_age_seconds says so), not the job's.
    if (!failed) app.metrics.jobSucceeded('follow-peers');
  });
}
