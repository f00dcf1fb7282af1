import { bigserial, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { eventTypeEnum } from './enums';

// Events written by a transaction and not yet sealed into the hash chain (docs/decisions/006). A writer
// inserts here inside its own transaction, so the event commits with the change; right after commit the
// events are sealed into `events` in queued order, in batches, under the chain head lock. The hot path never
// holds the chain head through its own commit.
export const eventQueue = pgTable('event_queue', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Sealing order among the committed events waiting (a sequence: rolled back writers leave gaps). */
  queuedSeq: bigserial('queued_seq', { mode: 'number' }).notNull().unique(),
  queuedAt: timestampTz('queued_at').notNull().defaultNow(),
  actorId: uuid('actor_id'),
  companyId: uuid('company_id'),
  accountId: uuid('account_id'),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  type: eventTypeEnum('type').notNull(),
  payload: jsonb('payload').notNull().default({}),
});
