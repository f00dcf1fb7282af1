import { index, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './companies';
import { ticketTypeEnum } from './enums';
import { users } from './users';

/** Helpdesk tickets; their screenshots are uploads with purpose ticketScreenshot. */
export const tickets = pgTable(
  'tickets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    type: ticketTypeEnum('type').notNull(),
    description: text('description').notNull(),
    /** The page the user was on. */
    url: text('url'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    createdAt: createdAt(),
  },
  (t) => [index('tickets_created_at_idx').on(t.createdAt)],
);
