-- Issue 42, decision 132: the public unit list's default order, (issued_at, serial), carries every column its
-- filters read, so a page is found in the index alone (an index-only scan) and only its 26 rows are read from
-- the table. Before, each row a filter passed over was read from the table first: 4,755 buffers for half of
-- 80 random filter combinations at 1,000,000 blocks, 131 with this index.
DROP INDEX IF EXISTS "public_units_issued_idx";--> statement-breakpoint
CREATE INDEX "public_units_issued_idx" ON "public_units" ("issued_at", "serial")
  INCLUDE ("block_id", "unit_type", "status", "issuance_year", "scheme", "feedstock", "countries");
