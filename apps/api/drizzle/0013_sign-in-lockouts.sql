ALTER TYPE "public"."event_type" ADD VALUE 'SignInLocked' BEFORE 'TokenCreated';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'SignInUnlocked' BEFORE 'TokenCreated';--> statement-breakpoint
CREATE TABLE "sign_in_lockouts" (
	"email" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"window_ends" timestamp with time zone NOT NULL,
	"locked_at" timestamp with time zone
);
