import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, pgTable, smallint, text, uuid } from 'drizzle-orm/pg-core';
import { companies } from './companies';
import { createdAt, timestampTz } from './columns';
import { notificationKindEnum } from './enums';
import { users } from './users';

// Notification mails (issue 12, docs/decisions/033) are an outbox: the notifier reads the sealed event log
// after the writers have committed and writes one row per person here; senders in any API process claim
// rows and mail them. Nothing is added to the operations' own transactions.
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** One notification per event and person (or per reminder and person): a re-run writes nothing twice. */
    dedupeKey: text('dedupe_key').notNull().unique(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    /** The company the person acts for in it; null for the registry's administrators. Digests group by it. */
    companyId: uuid('company_id').references(() => companies.id),
    kind: notificationKindEnum('kind').notNull(),
    /** 'now' is mailed at once; 'digest' waits for the person's daily digest. */
    delivery: text('delivery', { enum: ['now', 'digest'] }).notNull(),
    actionId: uuid('action_id'),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The path of the screen where the person acts or sees the result. */
    link: text('link').notNull(),
    createdAt: createdAt(),
    /** Taken by a sender; a claim older than a few minutes (a sender that died) may be taken again. */
    claimedAt: timestampTz('claimed_at'),
    sentAt: timestampTz('sent_at'),
    attempts: integer('attempts').notNull().default(0),
  },
  (t) => [
    index('notifications_unsent_idx')
      .on(t.delivery, t.createdAt)
      .where(sql`${t.sentAt} is null`),
    index('notifications_action_idx').on(t.actionId, t.kind),
  ],
);

/** The one row (id 1): the last event seq the notifier has read. */
export const notificationState = pgTable(
  'notification_state',
  {
    id: smallint('id').primaryKey(),
    lastEventSeq: bigint('last_event_seq', { mode: 'number' }).notNull(),
  },
  (t) => [check('notification_state_single_row', sql`${t.id} = 1`)],
);
