-- Issue 42, decision 134: the unit list's filters by an issuance's facts are answered among issuances, not
-- blocks. public_units knows each block's issuance; public_issuances sums up each issuance's listed blocks
-- (its shared facts, the statuses and unit types it has listed), made from public_units in the same
-- transaction by the publishing job. The fuel producer is searched there, once an issuance; public_units'
-- search text is the serial alone. Names on the claimed units are searched in public_claim_names, then read by
-- name in public_claims. The single-column filter indexes go: a filter by fact reads the blocks of the
-- issuances it selects (public_units_issuance_idx), a filter by status or unit type is not selective.
ALTER TABLE "public_units" ADD COLUMN "issuance_id" uuid;
--> statement-breakpoint
UPDATE "public_units" p SET "issuance_id" = b."issuance_id" FROM "unit_blocks" b WHERE b."id" = p."block_id";
--> statement-breakpoint
DELETE FROM "public_units" WHERE "issuance_id" IS NULL;
--> statement-breakpoint
ALTER TABLE "public_units" ALTER COLUMN "issuance_id" SET NOT NULL;
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_type_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_status_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_issuance_year_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_scheme_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_feedstock_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_countries_idx";
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_search_idx";
--> statement-breakpoint
ALTER TABLE "public_units" DROP COLUMN "search_text";
--> statement-breakpoint
ALTER TABLE "public_units" ADD COLUMN "search_text" text GENERATED ALWAYS AS (lower(serial)) STORED NOT NULL;
--> statement-breakpoint
CREATE INDEX "public_units_search_idx" ON "public_units" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
DROP INDEX IF EXISTS "public_units_issued_idx";
--> statement-breakpoint
CREATE INDEX "public_units_issued_idx" ON "public_units" ("issued_at", "serial")
  INCLUDE ("block_id", "issuance_id", "unit_type", "status");
--> statement-breakpoint
CREATE INDEX "public_units_issuance_idx" ON "public_units" ("issuance_id", "unit_type", "status");
--> statement-breakpoint
CREATE TABLE "public_issuances" (
	"issuance_id" uuid PRIMARY KEY NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuance_year" smallint NOT NULL,
	"fuel_producer" text,
	"feedstock" text,
	"scheme" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"statuses" "unit_block_status"[] NOT NULL,
	"unit_types" "unit_type"[] NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(coalesce(fuel_producer, ''))) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_issuances_issued_idx" ON "public_issuances" USING btree ("issued_at");
--> statement-breakpoint
CREATE INDEX "public_issuances_search_idx" ON "public_issuances" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
-- The issuances listed before this migration, summed up as the publishing job does (refresh-public-issuances.ts).
INSERT INTO "public_issuances" (issuance_id, issued_at, issuance_year, fuel_producer, feedstock, scheme, countries,
                                statuses, unit_types)
SELECT issuance_id, min(issued_at), min(issuance_year), min(fuel_producer), min(feedstock), min(scheme),
       min(countries), array_agg(DISTINCT status ORDER BY status), array_agg(DISTINCT unit_type ORDER BY unit_type)
  FROM "public_units" GROUP BY issuance_id;
--> statement-breakpoint
CREATE TABLE "public_claim_names" (
	"name" text PRIMARY KEY NOT NULL,
	"search_text" text GENERATED ALWAYS AS (lower(name)) STORED NOT NULL
);
--> statement-breakpoint
CREATE INDEX "public_claim_names_search_idx" ON "public_claim_names" USING gin ("search_text" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "public_claims_producer_idx" ON "public_claims" ("fuel_producing_company_name", "retired_at", "serial");
--> statement-breakpoint
CREATE INDEX "public_claims_air_beneficiary_idx" ON "public_claims" ("air_transport_provider_beneficiary_name", "retired_at", "serial");
--> statement-breakpoint
CREATE INDEX "public_claims_safce_beneficiary_idx" ON "public_claims" ("safce_beneficiary_name", "retired_at", "serial");
--> statement-breakpoint
-- The names shown before this migration, as the publishing job writes them (refresh-public-claims.ts).
INSERT INTO "public_claim_names" (name)
SELECT DISTINCT x.name FROM "public_claims" p,
       unnest(array[p.fuel_producing_company_name, p.air_transport_provider_beneficiary_name, p.safce_beneficiary_name]) x(name)
 WHERE x.name IS NOT NULL AND x.name <> 'Name withheld by the company'
ON CONFLICT DO NOTHING;
