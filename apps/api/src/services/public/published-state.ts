import type { LandingStatistics } from '@safc/domain';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { queryRows } from '../../db/query-rows';
import { computeLandingStatistics } from './get-landing-statistics';

/**
 * How long a process answers public reads from what it last read of public_log_state (docs/decisions/034).
 * The process that publishes forgets it at once (announcePublished); the others within this bound.
 */
export const PUBLISHED_STATE_MAX_AGE_MS = 1_000;

/** What the public side has published, as one process last read it. */
export interface PublishedState {
  /** The last event published: public_units and the landing figures are as of it. */
  eventSeq: number;
  /**
   * The validator of every public read derived from the published tables (a weak ETag): it changes whenever
   * the publishing job publishes or the tables are republished, so a client's copy answered 304 is at most PUBLISHED_STATE_MAX_AGE_MS behind.
   */
  etag: string;
  /** The landing figures, serialised once per publication rather than per request (null: none stored yet). */
  statisticsBody: string | null;
}

// Every process's caches of the published state, forgotten when this process has published (the job, or a
// test calling publishPublicEvents): module-wide, because publishing is a service the apps do not own.
const forgetters = new Set<() => void>();

/** Called by publishPublicEvents after it committed events: readers in this process read afresh. */
export function announcePublished(): void {
  for (const forget of forgetters) forget();
}

async function readPublishedState(db: DbOrTx): Promise<PublishedState> {
  const [row] = await queryRows<{
    eventSeq: string;
    generation: number;
    statistics: LandingStatistics | null;
  }>(
    db,
    sql`select last_event_seq::text as "eventSeq", generation, statistics from public_log_state where id = 1`,
  );
  if (!row) throw new Error('public_log_state is missing (were the migrations applied?)');
  return {
    eventSeq: Number(row.eventSeq),
    // A republication (npm run republish) rewrites the tables without a new event: its generation tells.
    etag: `W/"p${row.eventSeq}.${row.generation}"`,
    statisticsBody: row.statistics ? JSON.stringify(row.statistics) : null,
  };
}

export interface PublishedStateReader {
  /**
   * The published state, read at most once per PUBLISHED_STATE_MAX_AGE_MS however many requests ask (they
   * share one query in flight).
   */
  current(): Promise<PublishedState>;
  /**
   * The landing figures as JSON: as published, or computed per request while the publishing job has not yet
   * stored any (a registry's first second).
   */
  statisticsBody(): Promise<string>;
  close(): void;
}

export function publishedStateReader(
  db: DbOrTx,
  maxAgeMs = PUBLISHED_STATE_MAX_AGE_MS,
): PublishedStateReader {
  let cached: { state: Promise<PublishedState>; readAt: number } | undefined;
  const forget = () => {
    cached = undefined;
  };
  forgetters.add(forget);
  const current = (): Promise<PublishedState> => {
    const now = Date.now();
    if (!cached || now - cached.readAt >= maxAgeMs) {
      const state = readPublishedState(db);
      const entry = { state, readAt: now };
      cached = entry;
      // A failed read (database away) is not kept: the next request tries again.
      state.catch(() => {
        if (cached === entry) cached = undefined;
      });
    }
    return cached.state;
  };
  return {
    current,
    async statisticsBody() {
      const { statisticsBody } = await current();
      return statisticsBody ?? JSON.stringify(await computeLandingStatistics(db));
    },
    close: () => {
      forgetters.delete(forget);
    },
  };
}
