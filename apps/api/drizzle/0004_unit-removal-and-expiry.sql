ALTER TABLE "unit_blocks" ADD COLUMN "removal_reason" text;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD COLUMN "removed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD COLUMN "removed_by_id" uuid;--> statement-breakpoint
ALTER TABLE "unit_blocks" ADD CONSTRAINT "unit_blocks_removed_by_id_users_id_fk" FOREIGN KEY ("removed_by_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "unit_blocks_active_expires_at_idx" ON "unit_blocks" USING btree ("expires_at") WHERE "unit_blocks"."status" = 'active';--> statement-breakpoint
-- docs/decisions/009: every unit is valid for 10 years after its issuance was approved; blocks issued before
-- the validity period existed get it now, every block of an issuance the same date as its children inherit.
UPDATE "unit_blocks" AS b SET "expires_at" = coalesce(i."approved_at", i."created_at") + interval '10 years' FROM "issuances" AS i WHERE i."id" = b."issuance_id" AND b."expires_at" IS NULL;
