-- Decision 088: failed sign-ins to one address hold it back for a while (1, 5, 15 minutes, then 15 again) and lock
-- it for an administrator only after repeated back-offs; the count of back-offs is kept for a day after the last.
ALTER TABLE "sign_in_lockouts" ADD COLUMN "backoffs" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "sign_in_lockouts" ADD COLUMN "blocked_until" timestamp with time zone;--> statement-breakpoint
-- Decision 089: a TOTP second factor per identity account (pending until confirmed with a code), its single-use
-- recovery codes (SHA-256 of each), and the second step of a sign-in or a set-up in progress.
CREATE TABLE "identity_second_factors" (
	"account_id" uuid PRIMARY KEY NOT NULL,
	"secret" text NOT NULL,
	"confirmed_at" timestamp with time zone,
	"last_time_step" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE TABLE "identity_recovery_codes" (
	"account_id" uuid NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone,
	CONSTRAINT "identity_recovery_codes_account_id_code_hash_pk" PRIMARY KEY("account_id","code_hash")
);--> statement-breakpoint
CREATE TABLE "second_factor_challenges" (
	"id" text PRIMARY KEY NOT NULL,
	"account_id" uuid NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failures" integer DEFAULT 0 NOT NULL
);--> statement-breakpoint
ALTER TABLE "identity_second_factors" ADD CONSTRAINT "identity_second_factors_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "identity_recovery_codes" ADD CONSTRAINT "identity_recovery_codes_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "second_factor_challenges" ADD CONSTRAINT "second_factor_challenges_account_id_identity_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "second_factor_challenges_expires_at_idx" ON "second_factor_challenges" USING btree ("expires_at");
