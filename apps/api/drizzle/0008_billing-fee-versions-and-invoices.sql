CREATE TABLE "fee_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"version" integer NOT NULL,
	"effective_from" date NOT NULL,
	"currency" text DEFAULT 'USD' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fee_schedules_version_unique" UNIQUE("version"),
	CONSTRAINT "fee_schedules_version_positive" CHECK ("fee_schedules"."version" >= 1)
);
--> statement-breakpoint
CREATE TABLE "invoice_number_counters" (
	"year" integer PRIMARY KEY NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_number_counters_positive" CHECK ("invoice_number_counters"."last_number" >= 1)
);
--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_kind_account_type_unique";--> statement-breakpoint
ALTER TABLE "fees" DROP CONSTRAINT "fees_updated_by_users_id_fk";
--> statement-breakpoint
ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk";
--> statement-breakpoint
DROP INDEX "invoice_lines_invoice_idx";--> statement-breakpoint
DROP INDEX "invoice_lines_event_idx";--> statement-breakpoint
ALTER TABLE "invoice_lines" ALTER COLUMN "event_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "number" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ALTER COLUMN "total_cents" SET DEFAULT 0;--> statement-breakpoint
ALTER TABLE "fees" ADD COLUMN "schedule_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "position" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "kind" "fee_kind" NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "fee_schedule_id" uuid NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "fee_version" integer NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "occurrence" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "billed_on" date NOT NULL;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "account_id" uuid;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD COLUMN "voided" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "created_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "due_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "issued_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "billed_to" jsonb;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "payment_reference" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "paid_recorded_by" uuid;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_on" date;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "void_reason" text;--> statement-breakpoint
ALTER TABLE "invoices" ADD COLUMN "voided_by" uuid;--> statement-breakpoint
ALTER TABLE "fee_schedules" ADD CONSTRAINT "fee_schedules_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_schedule_id_fee_schedules_id_fk" FOREIGN KEY ("schedule_id") REFERENCES "public"."fee_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_fee_schedule_id_fee_schedules_id_fk" FOREIGN KEY ("fee_schedule_id") REFERENCES "public"."fee_schedules"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_account_id_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."accounts"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_id_invoices_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoices"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_issued_by_users_id_fk" FOREIGN KEY ("issued_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_recorded_by_users_id_fk" FOREIGN KEY ("paid_recorded_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_voided_by_users_id_fk" FOREIGN KEY ("voided_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "invoice_lines_billed_once" ON "invoice_lines" USING btree ("event_id","occurrence") WHERE not "invoice_lines"."voided";--> statement-breakpoint
CREATE INDEX "invoice_lines_billed_on_idx" ON "invoice_lines" USING btree ("billed_on") WHERE not "invoice_lines"."voided";--> statement-breakpoint
CREATE INDEX "invoices_status_idx" ON "invoices" USING btree ("status");--> statement-breakpoint
CREATE INDEX "invoices_created_at_idx" ON "invoices" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "fees" DROP COLUMN "id";--> statement-breakpoint
ALTER TABLE "fees" DROP COLUMN "currency";--> statement-breakpoint
ALTER TABLE "fees" DROP COLUMN "updated_by";--> statement-breakpoint
ALTER TABLE "fees" DROP COLUMN "updated_at";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "issued_at";--> statement-breakpoint
ALTER TABLE "invoices" DROP COLUMN "paid_at";--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_schedule_kind_account_type_unique" UNIQUE NULLS NOT DISTINCT("schedule_id","kind","account_type");--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_position_unique" UNIQUE("invoice_id","position");--> statement-breakpoint
ALTER TABLE "fees" ADD CONSTRAINT "fees_account_type_by_kind" CHECK (("fees"."kind" = 'issuancePerTonne') = ("fees"."account_type" is null));--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_amounts_not_negative" CHECK ("invoice_lines"."unit_cents" >= 0 and "invoice_lines"."amount_cents" >= 0);--> statement-breakpoint
ALTER TABLE "invoice_lines" ADD CONSTRAINT "invoice_lines_quantity_positive" CHECK ("invoice_lines"."quantity" > 0);--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_number_by_status" CHECK (("invoices"."status" <> 'draft' or "invoices"."number" is null) and ("invoices"."status" not in ('issued', 'paid') or "invoices"."number" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_paid_has_payment" CHECK ("invoices"."status" <> 'paid' or ("invoices"."paid_on" is not null and "invoices"."payment_reference" is not null));--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_void_has_reason" CHECK ("invoices"."status" <> 'void' or "invoices"."void_reason" is not null);