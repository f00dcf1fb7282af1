import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';
import { createdAt } from './columns';
import { companies } from './companies';
import { uploadPurposeEnum } from './enums';
import { issuances } from './issuances';
import { requests } from './requests';
import { tickets } from './tickets';
import { users } from './users';

/** Metadata of a stored file; the bytes live in the storage (a folder or an S3 bucket) under storage_key. */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: uploadPurposeEnum('purpose').notNull(),
    storageKey: text('storage_key').notNull().unique(),
    originalName: text('original_name').notNull(),
    /** Detected from the content (magic bytes), not taken from the client. */
    contentType: text('content_type').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    uploadedBy: uuid('uploaded_by')
      .notNull()
      .references(() => users.id),
    companyId: uuid('company_id').references(() => companies.id),
    requestId: uuid('request_id').references(() => requests.id),
    issuanceId: uuid('issuance_id').references(() => issuances.id),
    ticketId: uuid('ticket_id').references(() => tickets.id),
    accountId: uuid('account_id').references(() => accounts.id),
    createdAt: createdAt(),
  },
  (t) => [
    check('uploads_size_not_negative', sql`${t.sizeBytes} >= 0`),
    index('uploads_company_idx').on(t.companyId),
    index('uploads_request_idx').on(t.requestId),
    index('uploads_issuance_idx').on(t.issuanceId),
    index('uploads_ticket_idx').on(t.ticketId),
    index('uploads_account_idx').on(t.accountId),
  ],
);
