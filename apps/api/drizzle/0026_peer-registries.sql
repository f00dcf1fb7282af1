-- Issue 40, decision 098: registries that follow each other's public logs. A peer is known by its log's origin
-- (the name of its pinned verifier key). Its state is the largest checkpoint this registry verified: size, root,
-- the signed note, and the compact range (the hashes of the complete subtrees of [0, size)) to extend it with new
-- leaves. lease_until lets one process at a time follow a peer without holding a transaction over the network.
CREATE TABLE "peer_logs" (
  "origin" text PRIMARY KEY NOT NULL,
  "base_url" text NOT NULL,
  "verifier_key" text NOT NULL,
  "status" text DEFAULT 'unreachable' NOT NULL,
  "tree_size" bigint DEFAULT 0 NOT NULL,
  "root_hash" bytea,
  "checkpoint" text,
  "frontier" jsonb DEFAULT '[]'::jsonb NOT NULL,
  "checked_at" timestamp with time zone,
  "detail" text,
  "lease_until" timestamp with time zone,
  CONSTRAINT "peer_logs_status" CHECK ("peer_logs"."status" IN ('ok', 'unreachable', 'inconsistent')),
  CONSTRAINT "peer_logs_tree_size_not_negative" CHECK ("peer_logs"."tree_size" >= 0)
);--> statement-breakpoint
-- The peer's issued leaves that name a batch. Rows at or above the peer's verified tree_size are being checked
-- (their leaves not yet shown to hash to a signed root) and never count as matches.
CREATE TABLE "peer_batches" (
  "origin" text NOT NULL REFERENCES "peer_logs"("origin") ON DELETE CASCADE,
  "leaf_index" bigint NOT NULL,
  "serial" text NOT NULL,
  "issued_at" timestamp with time zone NOT NULL,
  "batch_fingerprint" text,
  "document_sha256" text,
  CONSTRAINT "peer_batches_pk" PRIMARY KEY ("origin", "leaf_index")
);--> statement-breakpoint
CREATE INDEX "peer_batches_fingerprint_idx" ON "peer_batches" USING btree ("batch_fingerprint");--> statement-breakpoint
CREATE INDEX "peer_batches_document_idx" ON "peer_batches" USING btree ("document_sha256");--> statement-breakpoint
-- Two signed checkpoints of a peer that cannot both be true (smaller, inconsistent, or leaves not matching the
-- root): kept for good, so anyone holding the peer's key can check the dispute.
CREATE TABLE "peer_evidence" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "origin" text NOT NULL REFERENCES "peer_logs"("origin") ON DELETE CASCADE,
  "verified_checkpoint" text,
  "offered_checkpoint" text NOT NULL,
  "consistency_proof" jsonb,
  "detail" text NOT NULL,
  "found_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
CREATE INDEX "peer_evidence_origin_idx" ON "peer_evidence" USING btree ("origin", "found_at");--> statement-breakpoint
-- Witnessing (C2SP tlog-witness): the latest checkpoint this registry cosigned for each peer's log.
CREATE TABLE "witnessed_checkpoints" (
  "origin" text PRIMARY KEY NOT NULL,
  "tree_size" bigint NOT NULL,
  "root_hash" bytea NOT NULL,
  "cosigned_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
-- Cosignatures peers gave this registry's checkpoints, appended to GET /api/public/checkpoint.
CREATE TABLE "log_cosignatures" (
  "tree_size" bigint NOT NULL,
  "witness" text NOT NULL,
  "line" text NOT NULL,
  CONSTRAINT "log_cosignatures_pk" PRIMARY KEY ("tree_size", "witness")
);--> statement-breakpoint
-- The witness's own Ed25519 key (WITNESS_SIGNING_KEY or generated on first use), one row.
CREATE TABLE "witness_keys" (
  "id" smallint PRIMARY KEY NOT NULL,
  "name" text NOT NULL,
  "private_key" bytea NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  CONSTRAINT "witness_keys_single_row" CHECK ("witness_keys"."id" = 1)
);
--> statement-breakpoint
-- The administrators' mail when a peer's log is found inconsistent.
ALTER TYPE "notification_kind" ADD VALUE 'peerInconsistent';
