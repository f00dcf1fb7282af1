-- Issue 44, decisions 120-123: a company's webhook endpoints, kept by its representatives. Each event of the
-- sealed log that concerns the company becomes one message per endpoint (webhook_messages, in the log's order
-- per endpoint: `position`), sent by whichever API process holds the endpoint's lease; each try is an attempt.
ALTER TYPE "public"."event_type" ADD VALUE 'WebhookCreated';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'WebhookUpdated';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'WebhookSecretRotated';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'WebhookDeleted';--> statement-breakpoint
ALTER TYPE "public"."event_type" ADD VALUE 'WebhookDisabled';--> statement-breakpoint
CREATE TABLE "webhook_endpoints" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "company_id" uuid NOT NULL REFERENCES "companies"("id"),
  "url" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  -- Empty: every type.
  "event_types" text[] DEFAULT '{}' NOT NULL,
  "status" text DEFAULT 'active' NOT NULL,
  -- The signing secret (whsec_...), kept as written: signing needs it (decision 121).
  "secret" text NOT NULL,
  -- After a rotation the old secret signs beside the new one until previous_secret_until.
  "previous_secret" text,
  "previous_secret_until" timestamp with time zone,
  -- Events after this seq concern the endpoint: it hears what happens from its creation on.
  "after_seq" bigint NOT NULL,
  -- Since when every try has failed (null while the last one succeeded); five days of it disable the endpoint.
  "failing_since" timestamp with time zone,
  "disabled_at" timestamp with time zone,
  -- One process at a time sends an endpoint's messages, in order, without holding a transaction over the network.
  "lease_until" timestamp with time zone,
  "created_by" uuid REFERENCES "users"("id"),
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_endpoints_status" CHECK ("webhook_endpoints"."status" IN ('active', 'paused', 'disabled'))
);--> statement-breakpoint
CREATE INDEX "webhook_endpoints_company_idx" ON "webhook_endpoints" USING btree ("company_id");--> statement-breakpoint
CREATE TABLE "webhook_messages" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "position" bigint GENERATED ALWAYS AS IDENTITY NOT NULL,
  "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
  -- The event it tells of (null for a ping).
  "event_id" uuid,
  "event_seq" bigint,
  "type" text NOT NULL,
  -- The JSON body exactly as signed and sent, every time.
  "body" text NOT NULL,
  "status" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "next_attempt_at" timestamp with time zone DEFAULT now() NOT NULL,
  "first_attempt_at" timestamp with time zone,
  "delivered_at" timestamp with time zone,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "webhook_messages_status" CHECK ("webhook_messages"."status" IN ('pending', 'delivered', 'failed')),
  CONSTRAINT "webhook_messages_event_once" UNIQUE ("endpoint_id", "event_id")
);--> statement-breakpoint
CREATE INDEX "webhook_messages_pending_idx" ON "webhook_messages" USING btree ("endpoint_id", "position") WHERE "status" = 'pending';--> statement-breakpoint
CREATE INDEX "webhook_messages_endpoint_idx" ON "webhook_messages" USING btree ("endpoint_id", "position");--> statement-breakpoint
CREATE TABLE "webhook_attempts" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "message_id" uuid NOT NULL REFERENCES "webhook_messages"("id") ON DELETE CASCADE,
  "endpoint_id" uuid NOT NULL REFERENCES "webhook_endpoints"("id") ON DELETE CASCADE,
  "attempted_at" timestamp with time zone DEFAULT now() NOT NULL,
  -- 'queue': the job; 'again': "send again"; 'ping': the test button.
  "trigger" text NOT NULL,
  "ok" boolean NOT NULL,
  "status_code" integer,
  "duration_ms" integer NOT NULL,
  "error" text,
  -- The first kilobyte of the answer.
  "response" text,
  CONSTRAINT "webhook_attempts_trigger" CHECK ("webhook_attempts"."trigger" IN ('queue', 'again', 'ping'))
);--> statement-breakpoint
CREATE INDEX "webhook_attempts_endpoint_idx" ON "webhook_attempts" USING btree ("endpoint_id", "attempted_at");--> statement-breakpoint
CREATE INDEX "webhook_attempts_message_idx" ON "webhook_attempts" USING btree ("message_id");--> statement-breakpoint
-- The one row (id 1): the last event seq the webhook fan-out has read.
CREATE TABLE "webhook_state" (
  "id" smallint PRIMARY KEY NOT NULL,
  "last_event_seq" bigint NOT NULL,
  CONSTRAINT "webhook_state_single_row" CHECK ("webhook_state"."id" = 1)
);--> statement-breakpoint
INSERT INTO "webhook_state" ("id", "last_event_seq") SELECT 1, coalesce(max("seq"), 0) FROM "events" ON CONFLICT DO NOTHING;
