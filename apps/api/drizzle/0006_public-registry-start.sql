-- docs/decisions/011: the publishing job starts at the beginning of the sealed event log, so the public unit
-- list and the Merkle tree are built from the whole history by the same code that keeps them in step.
INSERT INTO "public_log_state" ("id", "last_event_seq") VALUES (1, 0) ON CONFLICT DO NOTHING;--> statement-breakpoint
-- The list's text search: a serial typed from its start, or words of the fuel producer's name.
CREATE INDEX "public_units_serial_pattern_idx" ON "public_units" USING btree ("serial" text_pattern_ops);--> statement-breakpoint
CREATE INDEX "public_units_fuel_producer_words_idx" ON "public_units" USING gin (to_tsvector('simple', coalesce("fuel_producer", '')));
