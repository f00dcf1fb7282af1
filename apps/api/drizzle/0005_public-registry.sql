CREATE TABLE "log_checkpoints" (
	"tree_size" bigint PRIMARY KEY NOT NULL,
	"root_hash" "bytea" NOT NULL,
	"note" text NOT NULL,
	"signed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "log_keys" (
	"id" smallint PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"private_key" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "log_keys_single_row" CHECK ("log_keys"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "log_leaves" (
	"leaf_index" bigint PRIMARY KEY NOT NULL,
	"event_seq" bigint NOT NULL,
	"kind" text NOT NULL,
	"serial" text NOT NULL,
	"leaf" text NOT NULL,
	"leaf_hash" "bytea" NOT NULL,
	CONSTRAINT "log_leaves_event_seq_unique" UNIQUE("event_seq")
);
--> statement-breakpoint
CREATE TABLE "log_nodes" (
	"level" smallint NOT NULL,
	"node_index" bigint NOT NULL,
	"hash" "bytea" NOT NULL,
	CONSTRAINT "log_nodes_level_node_index_pk" PRIMARY KEY("level","node_index")
);
--> statement-breakpoint
CREATE TABLE "public_log_state" (
	"id" smallint PRIMARY KEY NOT NULL,
	"last_event_seq" bigint NOT NULL,
	"tree_size" bigint DEFAULT 0 NOT NULL,
	"statistics" jsonb,
	CONSTRAINT "public_log_state_single_row" CHECK ("public_log_state"."id" = 1)
);
--> statement-breakpoint
CREATE TABLE "public_units" (
	"block_id" uuid PRIMARY KEY NOT NULL,
	"serial" text NOT NULL,
	"unit_type" "unit_type" NOT NULL,
	"status" "unit_block_status" NOT NULL,
	"type_code" text NOT NULL,
	"volume" numeric(20, 3) NOT NULL,
	"co2_abated" numeric(20, 3) NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"issuance_year" smallint NOT NULL,
	"production_year" integer,
	"fuel_producer" text,
	"feedstock" text,
	"scheme" text,
	"countries" text[] DEFAULT '{}'::text[] NOT NULL,
	"retired_at" timestamp with time zone,
	CONSTRAINT "public_units_serial_unique" UNIQUE("serial")
);
--> statement-breakpoint
CREATE INDEX "log_leaves_serial_kind_idx" ON "log_leaves" USING btree ("serial","kind");--> statement-breakpoint
CREATE INDEX "public_units_issued_idx" ON "public_units" USING btree ("issued_at","serial");--> statement-breakpoint
CREATE INDEX "public_units_volume_idx" ON "public_units" USING btree ("volume","serial");--> statement-breakpoint
CREATE INDEX "public_units_type_idx" ON "public_units" USING btree ("unit_type");--> statement-breakpoint
CREATE INDEX "public_units_status_idx" ON "public_units" USING btree ("status");--> statement-breakpoint
CREATE INDEX "public_units_issuance_year_idx" ON "public_units" USING btree ("issuance_year");--> statement-breakpoint
CREATE INDEX "public_units_scheme_idx" ON "public_units" USING btree ("scheme");--> statement-breakpoint
CREATE INDEX "public_units_feedstock_idx" ON "public_units" USING btree ("feedstock");--> statement-breakpoint
CREATE INDEX "public_units_countries_idx" ON "public_units" USING gin ("countries");