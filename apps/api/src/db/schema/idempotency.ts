import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

// Replays of a mutating call with the same Idempotency-Key return the first answer (DESIGN §4).
// status_code and response stay null while the first call is still running, so the row can be claimed
// before the work starts and a concurrent replay can tell "in progress" from "done". After
// IDEMPOTENT_ANSWERS_KEPT_DAYS the answer is forgotten (response null, status_code kept) while the key stays,
// so a late retry is refused rather than run again (docs/decisions/083).
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    key: text('key').notNull(),
    method: text('method').notNull(),
    path: text('path').notNull(),
    /** sha-256 of method, path and body: the same key with another request is refused. */
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response'),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.key] }),
    // The answers still kept, oldest first: what the forgetting job reads (jobs/forget-answers-job.ts).
    index('idempotency_keys_kept_answers_idx')
      .on(t.createdAt)
      .where(sql`${t.response} is not null`),
  ],
);
