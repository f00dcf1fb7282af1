-- The event queue keyed by its sequence alone (issue 13): one index written per queued event instead of two.
ALTER TABLE "event_queue" DROP CONSTRAINT "event_queue_pkey";--> statement-breakpoint
ALTER TABLE "event_queue" DROP CONSTRAINT "event_queue_queued_seq_unique";--> statement-breakpoint
ALTER TABLE "event_queue" ADD CONSTRAINT "event_queue_pkey" PRIMARY KEY ("queued_seq");
