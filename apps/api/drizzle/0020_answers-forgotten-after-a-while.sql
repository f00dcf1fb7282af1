-- Decision 083: an answer stored under an Idempotency-Key is kept IDEMPOTENT_ANSWERS_KEPT_DAYS, then forgotten
-- (response set to null, the key and its status kept). The forgetting job reads the answers still kept, oldest
-- first, so the index on created_at holds only those: a forgotten row leaves it.
DROP INDEX "idempotency_keys_created_at_idx";--> statement-breakpoint
CREATE INDEX "idempotency_keys_kept_answers_idx" ON "idempotency_keys" USING btree ("created_at") WHERE "idempotency_keys"."response" is not null;