import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/** The registry's own figures, read from the database every process shares (decision 117). */
export interface RegistryFigures {
  /** Seconds the oldest committed event has waited outside the hash chain (0: none waits). */
  sealLagSeconds: number;
  /** Seconds the oldest sealed event not yet published to the public side has waited (0: none waits). */
  publicationLagSeconds: number;
  /** Notification mails not yet sent, by delivery ('now', 'digest'). */
  outbox: { now: number; digest: number };
  /** Idempotency-Key answers kept for replay (decision 083). */
  idempotentAnswersKept: number;
  /** Seconds since each peer registry's log was last checked, by its origin (PEER_REGISTRIES). */
  peerCheckpointAgeSeconds: { origin: string; seconds: number }[];
}

/** One round trip for the figures, one for the peers: a scrape costs the database two short queries. */
export async function readRegistryFigures(db: Db): Promise<RegistryFigures> {
  const [row] = await queryRows<{
    seal_lag: number;
    publication_lag: number;
    outbox_now: number;
    outbox_digest: number;
    answers_kept: number;
  }>(
    db,
    sql`select
      coalesce((select extract(epoch from now() - min(queued_at)) from event_queue), 0)::float8 as seal_lag,
      coalesce((select extract(epoch from now() - e.at) from events e
                 where e.seq > coalesce((select last_event_seq from public_log_state where id = 1), 0)
                 order by e.seq limit 1), 0)::float8 as publication_lag,
      (select count(*) from notifications where sent_at is null and delivery = 'now')::int as outbox_now,
      (select count(*) from notifications where sent_at is null and delivery = 'digest')::int as outbox_digest,
      (select count(*) from idempotency_keys where response is not null)::int as answers_kept`,
  );
  const peers = await queryRows<{ origin: string; seconds: number | null }>(
    db,
    sql`select origin, extract(epoch from now() - checked_at)::float8 as seconds from peer_logs`,
  );
  return {
    sealLagSeconds: Math.max(0, row!.seal_lag),
    publicationLagSeconds: Math.max(0, row!.publication_lag),
    outbox: { now: row!.outbox_now, digest: row!.outbox_digest },
    idempotentAnswersKept: row!.answers_kept,
    // A peer never checked yet is as old as can be told: left out, and its absence is the alert's to notice.
    peerCheckpointAgeSeconds: peers.flatMap((peer) =>
      peer.seconds === null ? [] : [{ origin: peer.origin, seconds: Math.max(0, peer.seconds) }],
    ),
  };
}
