CREATE TABLE "event_queue" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"queued_seq" bigserial NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL,
	"actor_id" uuid,
	"company_id" uuid,
	"account_id" uuid,
	"entity_type" text NOT NULL,
	"entity_id" text NOT NULL,
	"type" "event_type" NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	CONSTRAINT "event_queue_queued_seq_unique" UNIQUE("queued_seq")
);
