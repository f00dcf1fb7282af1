import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { bytea } from './columns';

// Uploaded files' bytes when they live in the database (FILE_STORAGE=database, the default; decision 116).
// A file is cut into parts of at most STORED_FILE_PART_BYTES so that neither writing nor reading one holds
// more than a part at a time beyond the request's own copy, and so that one row never nears bytea's limits.
// The key is the upload's storage_key (uploads.storage_key), with no foreign key: the bytes are written
// before the row that names them commits (storeUploads), and removed when that transaction fails.
export const storedFileParts = pgTable(
  'stored_file_parts',
  {
    storageKey: text('storage_key').notNull(),
    /** 0, 1, 2... in the file's order. */
    part: integer('part').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (t) => [
    primaryKey({ name: 'stored_file_parts_pk', columns: [t.storageKey, t.part] }),
    check('stored_file_parts_part_not_negative', sql`${t.part} >= 0`),
  ],
);
