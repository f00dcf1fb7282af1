import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { queryRows } from '../db/query-rows';

/** Windows that ended this long ago are deleted (at most once per interval and process). */
const PRUNE_EVERY_MS = 10 * 60_000;

/**
 * Counts one hit of `key` in its window of `windowMs` (one upsert, so every process counts the same hits):
 * the hits so far in the window and the milliseconds it has left. A window starts at the first hit; the hit
 * after it ends starts the next one. The store below uses it, and so do limits a route keeps itself.
 */
export async function countRateLimitHit(
  db: Db,
  key: string,
  windowMs: number,
): Promise<{ hits: number; ttl: number }> {
  const [row] = await queryRows<{ hits: number; ttl: number }>(
    db,
    sql`insert into rate_limit_counters as r (key, hits, window_ends)
        values (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
        on conflict (key) do update set
          hits = case when r.window_ends <= now() then 1 else r.hits + 1 end,
          window_ends = case when r.window_ends <= now()
            then now() + ${windowMs} * interval '1 millisecond' else r.window_ends end
        returning hits, ceil(extract(epoch from (window_ends - now())) * 1000)::int as ttl`,
  );
  return { hits: row!.hits, ttl: Math.max(row!.ttl, 0) };
}

/**
 * @fastify/rate-limit's store on the registry's database: one upsert per counted request, so every API process
 * counts the same attempts (the plugin's own store counts per process). A window starts at the first hit and
 * lasts `timeWindow`; the hit after it ends starts the next one.
 */
export function postgresRateLimitStore(db: Db): FastifyRateLimitStoreCtor {
  let prunedAt = 0;

  function storeFor(prefix: string): FastifyRateLimitStore {
    return {
      incr(key, callback, timeWindow) {
        const now = Date.now();
        if (now - prunedAt > PRUNE_EVERY_MS) {
          prunedAt = now;
          db.execute(sql`delete from rate_limit_counters where window_ends < now()`).catch(() => undefined);
        }
        countRateLimitHit(db, `${prefix}${key}`, timeWindow).then(
          ({ hits, ttl }) => callback(null, { current: hits, ttl }),
          (error: Error) => callback(error),
        );
      },
      child(limitOptions) {
        // Each limited route counts apart. @fastify/rate-limit hands over the route's merged limit options
        // with the route itself under routeInfo (its own RedisStore reads it there), not the route options
        // its type declares: read as declared, every route shared one 'undefined:undefined' counter.
        const { routeInfo } = limitOptions as unknown as { routeInfo: { method: string; url: string } };
        return storeFor(`${routeInfo.method}:${routeInfo.url}|`);
      },
    };
  }

  return class PostgresRateLimitStore {
    constructor() {
      return storeFor('');
    }
  } as unknown as FastifyRateLimitStoreCtor;
}
