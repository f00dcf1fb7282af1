-- Decision 094: a change to a completed claim is an action of its own, signed like the claim (issue 39).
ALTER TYPE "public"."action_type" ADD VALUE IF NOT EXISTS 'ClaimEdit';
--> statement-breakpoint
-- Decision 095: the public unit list keeps no fuel producer named by a company that keeps its name private.
UPDATE "public_units" p SET "fuel_producer" = NULL
  FROM "unit_blocks" b JOIN "issuances" i ON i."id" = b."issuance_id" JOIN "companies" c ON c."id" = i."company_id"
 WHERE p."block_id" = b."id" AND c."is_name_private";
