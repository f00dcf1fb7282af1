ALTER TABLE "invoice_lines" DROP CONSTRAINT "invoice_lines_event_id_events_id_fk";
