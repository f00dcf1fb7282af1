import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// Counters of the rate limits (sign-in, token exchange, sign-up), kept where every API process sees them:
// N processes behind a load balancer allow what one does, not N times as much (issue 15 §5).
export const rateLimitCounters = pgTable('rate_limit_counters', {
  /** The route and the limit's key (client address, e-mail...). */
  key: text('key').primaryKey(),
  hits: integer('hits').notNull(),
  /** The current window ends here; the next hit after it starts a new window at 1. */
  windowEnds: timestamp('window_ends', { withTimezone: true }).notNull(),
});
