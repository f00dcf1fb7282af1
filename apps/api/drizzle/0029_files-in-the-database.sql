-- Issue 43, decision 116: uploaded files' bytes in the database, so that every API process on every machine
-- reads what any of them stored, and one pg_dump holds the whole registry. A file is cut into parts (512 KiB).
CREATE TABLE "stored_file_parts" (
  "storage_key" text NOT NULL,
  "part" integer NOT NULL,
  "bytes" bytea NOT NULL,
  CONSTRAINT "stored_file_parts_pk" PRIMARY KEY ("storage_key", "part"),
  CONSTRAINT "stored_file_parts_part_not_negative" CHECK ("part" >= 0)
);--> statement-breakpoint
-- PDFs, PNGs and JPEGs are compressed already: TOAST keeps them out of line without trying to compress them.
ALTER TABLE "stored_file_parts" ALTER COLUMN "bytes" SET STORAGE EXTERNAL;
