ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_position_unique";--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_fee_schedule_id_fee_schedules_id_fk";--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_account_id_accounts_id_fk";--> statement-breakpoint
-- The old key (invoice_lines_pkey on id) goes with its column, which frees its name for the new key.
ALTER TABLE "invoice_lines" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_pkey" PRIMARY KEY("invoice_id","position");
