CREATE TYPE "public"."notification_kind" AS ENUM('actionRequired', 'approvalRequired', 'actionCompleted', 'actionRejected', 'actionExpired', 'expiryReminder');--> statement-breakpoint
CREATE TYPE "public"."notification_preference" AS ENUM('everyEvent', 'dailyDigest', 'none');--> statement-breakpoint
CREATE TABLE "notification_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_event_seq" bigint NOT NULL,
	CONSTRAINT "notification_state_single_row" CHECK ("notification_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "notifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"user_id" uuid NOT NULL,
	"company_id" uuid,
	"kind" "notification_kind" NOT NULL,
	"delivery" text NOT NULL,
	"action_id" uuid,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"html" text NOT NULL,
	"link" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "notifications_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "notification_preference" "notification_preference" DEFAULT 'everyEvent' NOT NULL;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notifications" ADD CONSTRAINT "notifications_company_id_companies_id_fk" FOREIGN KEY ("company_id") REFERENCES "public"."companies"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "notifications_unsent_idx" ON "notifications" USING btree ("delivery","created_at") WHERE "notifications"."sent_at" is null;--> statement-breakpoint
CREATE INDEX "notifications_action_idx" ON "notifications" USING btree ("action_id","kind");--> statement-breakpoint
-- The notifier starts at the end of the log as it stands: a registry that already has a history is not
-- mailed about it (a new registry starts at 0 and its demo seed is notified like any later event).
INSERT INTO "notification_state" ("id", "last_event_seq") SELECT 1, coalesce(max("seq"), 0) FROM "events" ON CONFLICT DO NOTHING;
