-- Issue 40, decision 096: one batch, one issuance. Every issuance carries its batch fingerprint (docs/batch-fingerprint.md)
-- and the SHA-256 of its proof-of-sustainability document; an issuance that is not rejected or cancelled holds both,
-- so the database itself refuses a second one (a partial unique index, whatever the timing of two submissions).
-- The columns stay nullable for issuances submitted before this migration: the demo seed's have no document, and of two
-- earlier issuances holding the same batch or document only the oldest keeps the hash.
ALTER TABLE "issuances" ADD COLUMN "batch_fingerprint" text;--> statement-breakpoint
ALTER TABLE "issuances" ADD COLUMN "document_sha256" text;--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_batch_fingerprint_hex" CHECK ("issuances"."batch_fingerprint" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
ALTER TABLE "issuances" ADD CONSTRAINT "issuances_document_sha256_hex" CHECK ("issuances"."document_sha256" ~ '^[0-9a-f]{64}$');--> statement-breakpoint
-- The document hash of earlier issuances from their upload (hashed by the API from the bytes when submitted). The
-- fingerprint is filled in by the API at start (services/issuances/backfill-batch-fingerprints.ts): its NFKC and
-- Unicode upper case are not PostgreSQL's upper() (which leaves "ß" where JavaScript writes "SS").
WITH "documents" AS (
  SELECT "i"."id", "u"."sha256",
         "i"."status" IN ('rejected', 'cancelled') AS "freed",
         row_number() OVER (PARTITION BY "u"."sha256", "i"."status" IN ('rejected', 'cancelled')
                            ORDER BY "i"."created_at", "i"."id") AS "rank"
    FROM "issuances" "i"
    JOIN LATERAL (SELECT "sha256" FROM "uploads"
                   WHERE "uploads"."issuance_id" = "i"."id" AND "uploads"."purpose" = 'issuanceDocument'
                   ORDER BY "uploads"."created_at" LIMIT 1) "u" ON true
   WHERE "u"."sha256" ~ '^[0-9a-f]{64}$'
)
UPDATE "issuances" SET "document_sha256" = "documents"."sha256"
  FROM "documents"
 WHERE "issuances"."id" = "documents"."id" AND ("documents"."freed" OR "documents"."rank" = 1);--> statement-breakpoint
CREATE UNIQUE INDEX "issuances_batch_fingerprint_held" ON "issuances" USING btree ("batch_fingerprint") WHERE "issuances"."status" NOT IN ('rejected', 'cancelled');--> statement-breakpoint
CREATE UNIQUE INDEX "issuances_document_sha256_held" ON "issuances" USING btree ("document_sha256") WHERE "issuances"."status" NOT IN ('rejected', 'cancelled');
