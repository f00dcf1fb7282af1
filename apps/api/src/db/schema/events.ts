import { sql } from 'drizzle-orm';
import { bigint, check, index, jsonb, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { timestampTz } from './columns';
import { eventTypeEnum } from './enums';

// The tamper-evident event log (DESIGN §8). Rows carry no foreign keys on purpose: the log is a record of
// what happened and must read the same whatever later becomes of the rows it names. Only chainEvents
// (services/events, when it seals what recordEvents queued) writes here.
export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Position in the hash chain, 1, 2, 3... without gaps. */
    seq: bigint('seq', { mode: 'number' }).notNull().unique(),
    at: timestampTz('at').notNull(),
    actorId: uuid('actor_id'),
    companyId: uuid('company_id'),
    accountId: uuid('account_id'),
    entityType: text('entity_type').notNull(),
    entityId: text('entity_id').notNull(),
    type: eventTypeEnum('type').notNull(),
    payload: jsonb('payload').notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    // The hash seals `at` as a JavaScript Date reads it back: to the millisecond, so nothing finer is kept.
    check('events_at_milliseconds', sql`${t.at} = date_trunc('milliseconds', ${t.at})`),
    index('events_company_seq_idx').on(t.companyId, t.seq),
    index('events_account_seq_idx').on(t.accountId, t.seq),
    index('events_actor_seq_idx').on(t.actorId, t.seq),
    index('events_entity_idx').on(t.entityType, t.entityId),
    index('events_type_seq_idx').on(t.type, t.seq),
    index('events_at_idx').on(t.at),
  ],
);

/** The one row (id 1) holding the last seq and hash; its row lock orders appends. */
export const eventChainHead = pgTable(
  'event_chain_head',
  {
    id: smallint('id').primaryKey(),
    seq: bigint('seq', { mode: 'number' }).notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [check('event_chain_head_single_row', sql`${t.id} = 1`)],
);
