-- Issue 39 item 1 (decision 086): the sign-up link's secret is a random token e-mailed to the invitee, of which
-- only the SHA-256 is kept, and only until it is used; the invitation's id is no secret any more.
ALTER TABLE "invitations" ADD COLUMN "sign_up_token_hash" text;--> statement-breakpoint
ALTER TABLE "invitations" ADD CONSTRAINT "invitations_sign_up_token_hash_unique" UNIQUE("sign_up_token_hash");--> statement-breakpoint
-- An identity made through an invitation remembers it, and its first sign-in: until then, revoking or letting
-- that invitation expire removes the identity.
ALTER TABLE "identity_accounts" ADD COLUMN "invitation_id" uuid;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD COLUMN "first_signed_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "identity_accounts" ADD CONSTRAINT "identity_accounts_invitation_id_invitations_id_fk" FOREIGN KEY ("invitation_id") REFERENCES "public"."invitations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "identity_accounts_unused_invitation_idx" ON "identity_accounts" USING btree ("invitation_id") WHERE "identity_accounts"."first_signed_in_at" is null;--> statement-breakpoint
-- Issue 39 item 2 (decision 087): e-mailed single-use links to choose a new password.
CREATE TABLE "password_resets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"identity_account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_resets_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_identity_account_id_identity_accounts_id_fk" FOREIGN KEY ("identity_account_id") REFERENCES "public"."identity_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "password_resets_identity_account_idx" ON "password_resets" USING btree ("identity_account_id");--> statement-breakpoint
CREATE INDEX "password_resets_expires_at_idx" ON "password_resets" USING btree ("expires_at");
