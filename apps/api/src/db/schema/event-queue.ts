import { bigserial, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { eventTypeEnum } from './enums';

// Events written by a transaction and not yet sealed into the hash chain (docs/decisions/006). A writer
// inserts here inside its own transaction, so the event commits with the change; right after commit the
// events are sealed into `events` in queued order, in batches, under the chain head lock. The hot path never
// holds the chain head through its own commit.
// The queue is keyed by its sequence alone (issue 13): the sealer takes and deletes by it, and the event's id
// is unique where it ends up (events' primary key), so a second index of random uuids on every queued event
// would only be written.
export const eventQueue = pgTable('event_queue', {
  /** The event's id, kept when it is sealed into `events`. */
  id: uuid('id').notNull().defaultRandom(),
  /** Sealing order among the committed events waiting (a sequence: rolled back writers leave gaps). */
  queuedSeq: bigserial('queued_seq', { mode: 'number' }).primaryKey(),
  queuedAt: timestampTz('queued_at').notNull().defaultNow(),
  actorId: uuid('actor_id'),
  companyId: uuid('company_id'),
  accountId: uuid('account_id'),
  entityType: text('entity_type').notNull(),
  entityId: text('entity_id').notNull(),
  type: eventTypeEnum('type').notNull(),
  payload: jsonb('payload').notNull().default({}),
});
