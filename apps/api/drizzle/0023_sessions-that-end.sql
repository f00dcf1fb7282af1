-- Issue 39 items 5, 6, 7, 12 (decisions 090, 091).
-- A provider access token is exchanged once: its jti is kept until its exp, then forgotten.
CREATE TABLE "exchanged_provider_tokens" (
	"jti" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);--> statement-breakpoint
CREATE INDEX "exchanged_provider_tokens_expires_at_idx" ON "exchanged_provider_tokens" USING btree ("expires_at");--> statement-breakpoint
-- The browser's sign-in: an HttpOnly cookie holds its secret (only the sha-256 is stored); it mints the 1-hour
-- internal tokens, ends after 2 hours without a renewal or 14 days at most, and ends the provider's session.
CREATE TABLE "web_sessions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"secret_hash" text NOT NULL,
	"provider_session_uid" text,
	"authenticated_at" timestamp with time zone,
	"idle_until" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "web_sessions_secret_hash_unique" UNIQUE("secret_hash")
);--> statement-breakpoint
ALTER TABLE "web_sessions" ADD CONSTRAINT "web_sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "web_sessions_user_idx" ON "web_sessions" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "web_session_id" uuid;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "scope" text DEFAULT 'full' NOT NULL;--> statement-breakpoint
ALTER TABLE "tokens" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_web_session_id_web_sessions_id_fk" FOREIGN KEY ("web_session_id") REFERENCES "public"."web_sessions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tokens" ADD CONSTRAINT "tokens_scope_check" CHECK ("tokens"."scope" in ('read', 'full'));--> statement-breakpoint
CREATE INDEX "tokens_web_session_idx" ON "tokens" USING btree ("web_session_id");--> statement-breakpoint
-- API tokens made before this had no end: they now end 90 days from this migration (decision 091).
UPDATE "tokens" SET "expires_at" = now() + interval '90 days' WHERE "kind" = 'api' AND "expires_at" IS NULL AND "revoked_at" IS NULL;
